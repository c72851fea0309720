// What the scroll journeys measure in the page, as a visitor sees it: where a section landed, where the page rests,
// and what lies under the floating back-to-top link. Each probe first waits until the page has stopped scrolling
// (ten animation frames without movement), so a smooth scroll is measured where it ends, never on its way.
import type { Locator, Page } from '@playwright/test';
import { expect } from './site';

/** The verdict of `landing` when the section is where an anchor should put it. */
export const UNDER_NAVBAR = 'under the navbar';

/**
 * One width of each layout the style sheet draws, at a height such devices have: the narrowest and shortest phone
 * (below 640 px), a tablet (from 768 px, with the mobile menu), the first width with the desktop navbar (1024 px, and
 * the shortest desktop screen) and the widest screen (past 1152 px the content stops growing: 1280 and 1440 px lay it
 * out as 1920 px does, 360 to 414 px as 320 px with more room). The phone-375 project runs the rest at 375 px.
 */
export const viewports = [
  { width: 320, height: 568 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** Waits, in the page, for ten frames in a row without scrolling; resolves with the resting scrollY. */
function restingScrollY() {
  return new Promise<number>((resolve) => {
    let last = Number.NaN;
    let still = 0;
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 10) resolve(last);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Where the page rests once it has stopped scrolling. */
export const restingY = (page: Page) => page.evaluate(restingScrollY);

/**
 * What the visitor sees once the page rests: its scroll position, and where `element` shows in the window. Both must
 * come back after Back: the same scrollY over blocks of another height would show something else.
 */
export async function seen(page: Page, element: Locator) {
  const scrollY = await restingY(page);
  const box = await element.boundingBox();
  return { scrollY: Math.round(scrollY), top: box ? Math.round(box.y) : 'not shown' };
}

/**
 * Once the page rests: UNDER_NAVBAR when section `id` sits where its `scroll-margin-top` puts it (its heading just
 * under the sticky navbar), or the page cannot scroll further and the heading shows below the navbar; otherwise how
 * far off it is.
 */
export async function landing(page: Page, sectionId: string) {
  await restingY(page);
  return page.evaluate((id) => {
    const section = document.getElementById(id);
    const heading = section?.querySelector('h1, h2');
    const navbar = document.querySelector('header');
    if (!section || !heading || !navbar) return `#${id}, its heading or the navbar is missing`;
    const miss = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const atEnd = window.scrollY >= end - 1;
    const { top, bottom } = heading.getBoundingClientRect();
    const placed = Math.abs(miss) <= 1 || (miss > 0 && atEnd && bottom <= window.innerHeight);
    if (placed && top >= navbar.getBoundingClientRect().bottom) return 'under the navbar';
    return `${Math.round(Math.abs(miss))} px ${miss > 0 ? 'below' : 'above'} its place (scrollY ${Math.round(window.scrollY)} of ${end})`;
  }, sectionId);
}

/** Polls `landing` until the section is in place; the message names the case when it never gets there. */
export async function expectLanding(page: Page, id: string, message: string) {
  await expect.poll(() => landing(page, id), { message, timeout: 20_000 }).toBe(UNDER_NAVBAR);
}

/** Waits for the app to be live: the header marks itself once React has hydrated it. */
export async function waitForApp(page: Page, timeout = 30_000) {
  await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', '', { timeout });
}

/**
 * Scrolls to the end of the page as a visitor reaches it: the blocks that render on the way there change its
 * height, so it scrolls again until it rests at the end.
 */
export async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const height = document.documentElement.scrollHeight;
        window.scrollTo({ top: height, behavior: 'instant' });
        // Ten frames for the blocks that came near to render, and for the page to keep its height.
        for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
        const end = document.documentElement.scrollHeight - window.innerHeight;
        return document.documentElement.scrollHeight === height && window.scrollY >= end - 1;
      }),
    )
    .toBe(true);
}

/** What lies under the back-to-top link: `hidden`, `clear`, or what it covers (a control, or a word of text). */
export function underBackToTop(link: Locator) {
  return link.evaluate((button) => {
    const style = getComputedStyle(button);
    if (style.visibility !== 'visible' || Number(style.opacity) < 0.5) return 'hidden';
    const box = button.getBoundingClientRect();
    // The navbar's link stands in the navbar, over the page like the rest of it: of what is under it, only the
    // navbar's own controls and words count.
    const layer = button.closest('header') ?? document.body;
    const controls = 'a[href], button, input, select, textarea, summary, video, iframe, [role="tab"]';
    // What a tap there would reach, on a 5 x 5 grid over the link (a stretched card link counts as its card).
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 4; j++) {
        const x = box.left + (box.width * i) / 4;
        const y = box.top + (box.height * j) / 4;
        for (const element of document.elementsFromPoint(x, y)) {
          if (button.contains(element) || !layer.contains(element)) continue;
          const control = element.closest(controls);
          const label = control?.getAttribute('aria-label') ?? control?.textContent ?? '';
          if (control) return `covers ${control.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
        }
      }
    }
    // Nor a word of the content or of the footer: on a phone, where the text runs to the screen's edge (issue 50).
    const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Words for screen readers only, clipped to nothing on screen.
      if (parent.closest('.sr-only')) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const overlaps =
          rect.width > 1 &&
          rect.height > 1 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top;
        if (overlaps) return `covers the text "${node.textContent.trim().slice(0, 40)}"`;
      }
    }
    return 'clear';
  });
}
