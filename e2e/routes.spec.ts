import {
  atDesktop,
  expect,
  heightBeforeScrolling,
  MAX_HEIGHT_CHANGE,
  languages,
  templateOf,
  templatePages,
  test,
  waitForHydration,
  pageAt,
  routes,
} from './site';
import { fallbackLanguage, globalTexts, homeHeading, leadCategory } from './content';

/** The not-found screen and the loading state, as a visitor of the fallback language reads them. */
const { default: screens } = globalTexts[fallbackLanguage];

// Each template rendering its screen and hydrating cleanly, in every language at every width: e2e/a11y.spec.ts. Home's
// section anchors and a project's breadcrumb, as the server sends them, and a navigation's landing at the top of the
// new page: steps of the journeys in e2e/navigation.spec.ts.

// One page of each template stands for it (templatePages), in every language, on a desktop: at 375 px every page of the
// site in every language is checked by the pass over the owner's build (`npm run test:pages`, e2e/every-page.owner.ts).
// The Content-Security-Policy must never cost the visitor anything: on each of them the scripts run (React hydrates),
// the style sheet and fonts load and are used, and the browser reports no violation. Every page is under the one policy
// the build wrote, and every inline script of every page is allowed by its hash: e2e/security-headers.spec.ts checks
// both over HTTP.
for (const { path } of templatePages) {
  const template = templateOf(path);
  test(
    `the ${template} page fits the window's width from top to bottom, and works under the content security policy, in every language`,
    atDesktop,
    async ({ page, problems }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      const width = page.viewportSize()?.width ?? 0;
      for (const language of languages) {
        const where = `${path} in ${language}`;
        const response = await page.goto(pageAt(path, language));
        // The page's header refuses framing; its meta tag carries the rest (build/policy-meta.tsx).
        expect(response?.headers()['content-security-policy'], where).toBe("frame-ancestors 'none'");
        await expect(page.locator('meta[http-equiv="Content-Security-Policy"]'), where).toHaveAttribute(
          'content',
          /(^|; )script-src 'self'/,
        );
        await waitForHydration(page);
        // Down the page a screen at a time, so that the blocks rendered only near the viewport are laid out too.
        const height = await heightBeforeScrolling(page);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${where} at ${y} px`,
          ).toBeLessThanOrEqual(width);
        }
        // The page had its height before the visitor scrolled (each block rendered when near laid out once in idle
        // time), so the scrollbar and the end of the page stay where the visitor saw them.
        const rendered = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(
          Math.abs(rendered - height) / rendered,
          `${where}: ${height} px at load, ${rendered} px once rendered`,
        ).toBeLessThanOrEqual(MAX_HEIGHT_CHANGE);
        // The loader adds JetBrains Mono's face after the first paint; it may still be on its way.
        await page.waitForFunction(() =>
          [...document.fonts].some(
            (font) => font.family.includes('JetBrains Mono Variable') && font.status !== 'loading',
          ),
        );
        await page.evaluate(() => document.fonts.ready);
        const state = await page.evaluate(() => ({
          violations: (window as unknown as { cspViolations: string[] }).cspViolations,
          styled: getComputedStyle(document.body).fontFamily,
          // The web fonts' metric-matched stand-ins name platform fonts (local()) that a machine may not have.
          fonts: [...document.fonts].filter(
            (font) => font.status === 'error' && !font.family.includes(' Fallback: '),
          ).length,
          webFonts: [...document.fonts]
            .filter((font) => font.status === 'loaded' && !font.family.includes(' Fallback: '))
            .map((font) => font.family.replaceAll('"', ''))
            .toSorted(),
        }));
        expect(state.violations, where).toEqual([]);
        expect(state.styled, where).toMatch(/inter/i);
        expect(state.fonts, `${where}: fonts that failed to load`).toBe(0);
        // Every page sets text in both web fonts, each drawn from its own file (JetBrains Mono's face added by the app
        // loader after the first paint): no character needs another.
        expect(state.webFonts, where).toEqual(['Inter Variable', 'JetBrains Mono Variable']);
      }
      expect(problems).toEqual([]);
    },
  );
}

// Unknown category and project slugs landing on /not-found: e2e/projects.spec.ts, in both languages.

test(
  'other paths get the not-found page with HTTP 404, and a client-side navigation to an unknown project redirects to /not-found',
  atDesktop,
  async ({ page }) => {
    await test.step('other paths get the not-found page with HTTP 404', async () => {
      const response = await page.goto('/this/path/does/not/exist');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screens.not_found_title);
      await expect(page.getByText(screens.not_found_message)).toBeVisible();
      await page.getByRole('link', { name: screens.not_found_button }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('client-side navigation to an unknown project redirects to /not-found', async () => {
      await page.goto(routes.projects.href());
      await waitForHydration(page);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/${leadCategory.slug}/nope`);
      await expect(page).toHaveURL(/\/not-found$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screens.not_found_title);
    });
  },
);

test.describe('loading and routing errors', atDesktop, () => {
  test('a screen that is still loading shows the Loading... fallback, then its banner with it', async ({
    page,
  }) => {
    // The page's clock, moved on below past React's wait before it shows a part's fallback.
    await page.clock.install();
    await page.goto('/not-found');
    await waitForHydration(page);
    // When 'Loading...' leaves the page, home's banner (a part with a chunk of its own) must be there, never after.
    await page.evaluate(() => {
      const note = window as unknown as { bannerWithPage?: boolean };
      let loading = false;
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="status"][data-part-loading]')) loading = true;
        else if (loading) {
          note.bannerWithPage = document.getElementById('top') !== null;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    /** Holds a chunk's download until `open` is called; `asked` resolves when the page asks for it. */
    const hold = async (chunk: RegExp) => {
      const gate: { open?: () => void; asked?: () => void } = {};
      const held = new Promise<void>((resolve) => (gate.open = resolve));
      const asked = new Promise<void>((resolve) => (gate.asked = resolve));
      await page.route(chunk, async (route) => {
        gate.asked?.();
        await held;
        await route.continue();
      });
      return { asked, open: () => gate.open?.() };
    };
    const screen = await hold(/\/assets\/home-page-[\w-]+\.js$/);
    const banner = await hold(/\/assets\/hero-section-[\w-]+\.js$/);
    await page.getByRole('link', { name: screens.not_found_button }).click();
    await expect(page.getByRole('status').filter({ hasText: screens.loading })).toBeVisible();
    screen.open();
    await banner.asked;
    await page.clock.runFor(1_000);
    banner.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading[fallbackLanguage]);
    await expect(page.getByRole('status').filter({ hasText: screens.loading })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { bannerWithPage?: boolean }).bannerWithPage),
    ).toBe(true);
  });

  // A screen that fails to load, and the error screen in another language than the fallback:
  // e2e/journeys-downloads.spec.ts.
});
