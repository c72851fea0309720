// A visitor on a slow phone taps as soon as a control shows, long before the code that handles it has arrived:
// every such tap must do what it says, once the code is there. Each journey taps without waiting for hydration.
import type { Page } from '@playwright/test';
import { categoriesSource } from '../content/categories';
import { projectsSource } from '../content/projects';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { expect as baseExpect, fill, profile, test, texts } from './home-fixtures';
import { fallbackLanguage, hasVideo, secondLanguage } from './content';
import { chrome } from './navigation-site';
import { texts as projectTexts, detailPath } from './projects-content';
import { atDesktop, atPhone, pageAt, type Language } from './site';
import { throttleLikeSlowPhone } from './slow-phone';

// On a slow phone a replayed tap answers seconds after it was made: the code has to arrive first. The phone's CPU is
// this machine's slowed 4x, so when other tests share the machine the answer can take several times longer: the
// bounds only stop a journey that never ends, they do not measure speed (`npm run bench` does).
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

/** Opens a page on a slow phone and returns as soon as its HTML has started to arrive. */
async function openEarly(page: Page, path: string, language: Language) {
  await throttleLikeSlowPhone(page);
  await page.goto(pageAt(path, language), { waitUntil: 'commit' });
}

/** The languages of the journeys: the fallback, and another where the site has one (the longer texts on a phone). */
const [first, second] = [fallbackLanguage, secondLanguage];

/** A label of the catalogue in the second language, and a pattern for one whose end is filled in (a title). */
const label = (key: string) => projectTexts[second].labels[key] ?? key;
const startsWith = (text: string) => new RegExp(`^${text.split('{{')[0] ?? ''}`);

/** The first project with more than one screenshot, and its page. */
/** A project with two screenshots or more, one with a video too if the content has one. */
const carouselProject =
  projectsSource.find((project) => project.images.length > 1 && hasVideo(project)) ??
  projectsSource.find((project) => project.images.length > 1);

test(`tap the hamburger as soon as it shows: the menu opens (${second})`, atPhone, async ({ page }) => {
  const t = texts[second];
  await openEarly(page, '/', second);
  await page.getByRole('button', { name: t.navbar.open_menu }).tap();
  const close = page.getByRole('button', { name: t.navbar.close_menu });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: t.navbar.main_label }).last()).toBeInViewport();
});

test(
  'tap the language button at first paint: the list opens, and another language switches the page',
  atDesktop,
  async ({ page }) => {
    await openEarly(page, '/', first);
    await page.getByRole('button', { name: chrome[first].languageButton }).click();
    const list = page.getByRole('listbox', { name: chrome[first].languages });
    await expect(list).toBeVisible();
    await list.getByRole('option', { name: chrome[second].label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(texts[second].hero.greeting);
  },
);

test(
  'tap the theme toggle at first paint: the theme switches once, and is kept',
  atDesktop,
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openEarly(page, '/', first);
    await page.getByRole('button', { name: texts[first].navbar.theme_light, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Answered once: the same button now offers the dark theme, and the light one is what is stored.
    await expect(
      page.getByRole('button', { name: texts[first].navbar.theme_dark, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
  },
);

test(
  'tap a projects tab right after load: it is selected and shows its category',
  atDesktop,
  async ({ page }) => {
    const category = categoriesSource[1];
    test.skip(!category, 'the content has a single category');
    if (!category) return;
    await throttleLikeSlowPhone(page);
    await page.goto(pageAt('/', first), { waitUntil: 'load' });
    const tab = page.getByRole('tab', { name: projectTexts[first].categories[category.id]?.name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
);

test(
  'tap Copy before the contact section has hydrated: the text is copied and the toast shows top-right',
  atPhone,
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const t = texts[second];
    // Where the toast is once it has slid in, read in the page as it happens: it closes after 2 s, which a busy
    // machine can spend between two steps of the test, and while it slides in it is partly outside the screen.
    await page.addInitScript((text) => {
      new MutationObserver((_, observer) => {
        const toast = [...document.querySelectorAll('[role="alert"]')].find((alert) =>
          alert.textContent?.includes(text),
        );
        if (!toast) return;
        observer.disconnect();
        // Its entrance, running as it shows: the timer bar waits for it (paused), and stays paused in a window
        // without focus (the headless shell's, after an early tap), so its end is not waited for.
        const arrived = toast
          .getAnimations({ subtree: true })
          .filter((animation) => animation.playState === 'running')
          .map((animation) => animation.finished);
        void Promise.allSettled(arrived).then(() => {
          const box = toast.getBoundingClientRect();
          const whole = box.top >= 0 && box.left >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
          const topRight = whole && box.top < innerHeight / 3 && box.right > innerWidth / 2;
          document.documentElement.dataset.copyToast = topRight ? 'top right' : 'elsewhere';
        });
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, t.contact.copied);
    await openEarly(page, '/', second);
    await page.getByRole('button', { name: t.contact.copy_button }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-copy-toast', 'top right');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(profile.email);
  },
);

test(
  'type a name and press Send before the form has hydrated: the spec’s message, then the message is sent',
  atDesktop,
  async ({ page }) => {
    const form = texts[first].contact.form;
    await openEarly(page, '/', first);
    const name = page.getByRole('textbox', { name: form.name });
    await name.fill('Early Visitor');
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByText(form.incomplete)).toBeVisible();
    await expect(name).toHaveValue('Early Visitor');
    await page.getByRole('textbox', { name: form.email }).fill('early@example.com');
    await page.getByRole('textbox', { name: form.message }).fill('Typed before the page had its code.');
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByText(form.success)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pageAt('/', first));
  },
);

test(
  'tap the carousel arrow and a video as soon as they show: the next screenshot and the video play',
  atPhone,
  async ({ page }) => {
    test.skip(!carouselProject, 'no project has two screenshots');
    if (!carouselProject) return;
    await openEarly(page, detailPath(carouselProject.slug), second);
    await page.getByRole('button', { name: label('next_slide') }).tap();
    await expect(
      page.getByRole('button', { name: fill(label('go_to_slide'), { index: '2' }) }),
    ).toHaveAttribute('aria-current', 'true');
    if (!hasVideo(carouselProject)) return;
    // The documentation (with the videos) is further down the page, in a part of its own.
    const play = page.getByRole('button', { name: startsWith(label('play_video')) }).first();
    await play.tap();
    await expect(page.getByLabel(startsWith(label('video_label'))).first()).toBeVisible();
  },
);
