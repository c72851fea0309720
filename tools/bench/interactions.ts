// The interaction probe of `npm run bench`: how long each control the spec names takes to answer a tap on a slow
// phone, as INP counts it (the longest Event Timing entry of the interaction: input delay, processing and the
// presentation of the next frame), medians of RUNS, each run in a page of its own that has settled first.
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import {
  fallbackLanguage,
  fill,
  globalTexts,
  leadCategory,
  projects,
  browserLocale,
  projectsTexts,
  secondLanguage,
} from '../../e2e/content';
import { MAX_PROJECTS_PER_TAB } from '../../src/lib/constants';
import { chrome } from '../../e2e/navigation-site';
import { waitForHydration } from '../../e2e/site';
import { mainPages } from './built-pages.mjs';
import { INTERACTIONS_HEADING, today, writeSection } from './report';
import { startSite, timedCommand } from './site';
import {
  describe,
  INTERACTION_BUDGET_MS,
  interactionFailures,
  interactionsSection,
  medianRun,
  RUNS,
  SLOW_PHONE,
  tapLatency,
  type EventEntry,
  type InteractionResult,
  type Latency,
} from './latency';

/** A control and how a visitor uses it: `prepare` is done first and not measured, `act` is the measured tap. */
export interface Probe {
  control: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const language = fallbackLanguage;
const text = chrome[language];
const labels = projectsTexts[language].labels;
const { contact, navbar } = globalTexts[language];

/** The first project with two pictures or more, for the carousel, and the first with a video, for its facade. */
const carouselProject = projects.find((project) => project.images.length > 1);
const videoProject = projects.find((project) =>
  project.features?.some((feature) => feature.source?.kind === 'file'),
);

/** The first video's play button, its label the text's up to the title. */
const playButton = (page: Page) =>
  page.locator(`button[aria-label^="${fill(labels.play_video, { title: '' })}"]`).first();

/**
 * Scrolls the control to the middle of the screen, where a thumb taps it: at an edge, the floating back-to-top link
 * could be stepping aside from it at that moment, and the tap land on the link.
 */
const inView = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));

async function openMenu(page: Page) {
  await page.getByRole('button', { name: text.openMenu }).tap();
  await page.getByRole('button', { name: text.closeMenu }).first().waitFor();
}

async function openLanguages(page: Page) {
  await page.getByRole('button', { name: text.languageButton }).tap();
  await page.getByRole('listbox').waitFor();
}

const carousel = (page: Page) =>
  page.getByRole('region', {
    name: fill(labels.carousel_label, { title: carouselProject?.title[language] ?? '' }),
  });

/** A swipe to the left across the carousel's picture, as a thumb makes it (touch events through the protocol). */
async function swipe(page: Page) {
  const box = await carousel(page).locator('img').first().boundingBox();
  if (!box) throw new Error('the carousel has no picture on screen');
  const session = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const points = [0.8, 0.65, 0.5, 0.35, 0.2].map((share) => ({ x: box.x + box.width * share, y }));
  const [first] = points;
  if (!first) return;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  for (const point of points.slice(1))
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The controls the spec names, on the pages the site has (a control the content lacks is left out). */
export function probes(): Probe[] {
  const home = '/';
  const list: (Probe | false | undefined)[] = [
    {
      control: 'Mobile menu: open',
      path: home,
      act: (page) => page.getByRole('button', { name: text.openMenu }).tap(),
    },
    {
      control: 'Mobile menu: close',
      path: home,
      prepare: openMenu,
      act: (page) => page.getByRole('button', { name: text.closeMenu }).first().tap(),
    },
    {
      // On a phone it is in the menu.
      control: 'Theme toggle (in the menu)',
      path: home,
      prepare: openMenu,
      act: (page) =>
        page
          .getByRole('button', { name: navbar.theme_light })
          .or(page.getByRole('button', { name: navbar.theme_dark }))
          .filter({ visible: true })
          .tap(),
    },
    {
      control: 'Language list: open',
      path: home,
      act: (page) => page.getByRole('button', { name: text.languageButton }).tap(),
    },
    secondLanguage !== language && {
      control: 'Language: pick another',
      path: home,
      prepare: openLanguages,
      act: (page) => page.getByRole('option', { name: chrome[secondLanguage].label }).tap(),
    },
    {
      control: 'Projects: a tab',
      path: home,
      prepare: (page) => inView(page.getByRole('tab').first()),
      act: (page) => page.locator('[role="tab"][aria-selected="false"]').first().tap(),
    },
    leadCategory.projects.length > MAX_PROJECTS_PER_TAB && {
      control: 'Projects: SHOW MORE',
      path: home,
      prepare: (page) => inView(page.getByRole('link', { name: labels.show_more })),
      act: (page) => page.getByRole('link', { name: labels.show_more }).tap(),
    },
    {
      control: 'Contact: Copy',
      path: home,
      prepare: (page) => inView(page.getByRole('button', { name: contact.copy_button })),
      act: (page) => page.getByRole('button', { name: contact.copy_button }).tap(),
    },
    {
      control: 'Contact: Send (empty form)',
      path: home,
      prepare: (page) => inView(page.locator('#contact button[type="submit"]')),
      act: (page) => page.locator('#contact button[type="submit"]').tap(),
    },
    carouselProject && {
      control: 'Carousel: next arrow',
      path: carouselProject.path,
      prepare: (page) => inView(carousel(page)),
      act: (page) => page.getByRole('button', { name: labels.next_slide }).tap(),
    },
    carouselProject && {
      control: 'Carousel: a dot',
      path: carouselProject.path,
      prepare: (page) => inView(carousel(page)),
      act: (page) => page.getByRole('button', { name: fill(labels.go_to_slide, { index: '2' }) }).tap(),
    },
    carouselProject && {
      control: 'Carousel: drag',
      path: carouselProject.path,
      prepare: (page) => inView(carousel(page)),
      act: swipe,
    },
    videoProject && {
      control: 'Video: play (facade)',
      path: videoProject.path,
      prepare: (page) => inView(playButton(page)),
      act: (page) => playButton(page).tap(),
    },
    {
      control: 'Technology filter',
      path: leadCategory.path,
      prepare: (page) => inView(page.locator('a[href*="?tech="]').first()),
      act: (page) => page.locator('a[href*="?tech="]').first().tap(),
    },
  ];
  return list.filter((probe): probe is Probe => !!probe);
}

/** Collects the page's Event Timing entries (16 ms and longer, the least the browser reports) from its start. */
function recordEvents() {
  const seen: EventEntry[] = [];
  Object.assign(window, { benchEvents: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { startTime, duration, processingStart, processingEnd } = entry;
      seen.push({ startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The entries that started at `since` or later. */
const entriesSince = (since: number) =>
  (window as unknown as { benchEvents: EventEntry[] }).benchEvents.filter(
    (entry) => entry.startTime >= since,
  );

/**
 * Waits until the page is quiet: no request for a while, no animation running but endless ones (a section fading in
 * moves what the finger is on), then an idle moment of its main thread.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
      ),
  );
}

/** One run of a probe in a fresh page on the slow phone: the longest entry that started with the tap. */
async function runOnce(browser: Browser, origin: string, probe: Probe): Promise<Latency> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: browserLocale(language),
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEvents);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
    });
    await page.goto(`${origin}${probe.path}`, { timeout: 60_000 });
    await waitForHydration(page);
    await settle(page);
    await probe.prepare?.(page);
    await settle(page);
    const since = await page.evaluate(() => performance.now());
    await probe.act(page);
    // Entries are reported after the frame that follows the tap; give them time to come, then read the longest.
    await page
      .waitForFunction((start) => entriesSince(start).length > 0, since, { timeout: 3000 })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    return tapLatency(await page.evaluate(entriesSince, since));
  } finally {
    await context.close();
  }
}

/** Every probe, RUNS times each, on the site served at `origin`. */
export async function measureInteractions(
  origin: string,
  only: readonly Probe[] = probes(),
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const results: InteractionResult[] = [];
    for (const probe of only) {
      const runs: Latency[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await runOnce(browser, origin, probe));
      const result = { control: probe.control, path: probe.path, runs, median: medianRun(runs) };
      console.log(
        `${probe.control}: ${runs.map((r) => r.durationMs).join(', ')} ms, ${describe(result.median)}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Measures every probe on the site running at `origin` and writes the report's section; returns the misses.
 * BENCH_CONTROLS=menu,carousel narrows it to the controls whose names hold one of the words, while working.
 */
export async function interactionsPass(origin: string): Promise<string[]> {
  const words = process.env.BENCH_CONTROLS?.toLowerCase().split(',');
  const chosen = probes().filter(
    (probe) => !words || words.some((word) => probe.control.toLowerCase().includes(word)),
  );
  const results = await measureInteractions(origin, chosen);
  if (!words)
    await writeSection(INTERACTIONS_HEADING, interactionsSection(INTERACTIONS_HEADING, today(), results));
  return interactionFailures(results);
}

/** `npm run bench:interactions`: builds (unless --no-build), serves the site with `npm start`, and runs the probe alone. */
export async function main(args: string[]): Promise<string> {
  if (!args.includes('--no-build')) timedCommand('.', 'npm', ['run', 'build'], 'inherit');
  const site = await startSite('.', Number(process.env.BENCH_PORT ?? 4780), mainPages()['not-found'] ?? '/');
  try {
    const failures = await interactionsPass(site.origin);
    if (failures.length) throw new Error(`Budgets missed:\n${failures.join('\n')}`);
    return `Every interaction within ${INTERACTION_BUDGET_MS} ms.`;
  } finally {
    site.stop();
  }
}
