// A page that arrives in pieces, as it does on a slow link or a busy phone: the browser may paint what it has parsed
// so far, and nothing it has painted may move when the rest arrives (no layout shift, which Lighthouse counts as CLS).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { waitForApp } from './scroll-probes';
import { expect, languages, paired, test, pageAt } from './site';
import { fallbackLanguage, leadCategory, leadProject, secondLanguage } from './content';

/** Characters of HTML the browser gets at a time: small enough that some piece ends between any two blocks. */
const PIECE_LENGTH = 1024;

/** The three templates a visitor lands on; home, whose first screen is the busiest, in every language. */
const visits = [
  ...languages.map((language) => ({ path: '/', language })),
  { path: leadCategory.path, language: fallbackLanguage },
  { path: leadProject.path, language: secondLanguage },
];

type Shift = { value: number; sources: string[] };
type HeldDocument = { response: ServerResponse; html: string };

/**
 * A server in front of the site that holds back the HTML of the page at `documentPath` for the test to send a piece
 * at a time, and passes every other request (styles, fonts, pictures, code) through at once. Uncompressed, so that
 * the pieces are the page's text.
 */
async function pieceByPieceServer(upstream: string, documentPath: string) {
  let hold!: (held: HeldDocument) => void;
  const held = new Promise<HeldDocument>((resolve) => {
    hold = resolve;
  });
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
    });
    const headers = [...answer.headers].filter(
      ([name]) => !/^(content-length|content-encoding|transfer-encoding|connection)$/i.test(name),
    );
    response.writeHead(answer.status, Object.fromEntries(headers));
    if (request.url !== documentPath) {
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    response.flushHeaders();
    hold({ response, html: await answer.text() });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${documentPath}`,
    held,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Two frames: the browser has parsed what it had and painted it. While the page's rendering is blocked there is
 * no frame to wait for and nothing painted that could move, so then only a turn of the parser: before the body
 * begins, and while a `<link rel=expect blocking=render>` waits for its element to be parsed to its end.
 */
const frames = (page: Page) =>
  page.evaluate(() => {
    const expected = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel~="expect"][blocking~="render"]'),
    ];
    // An expected element unblocks rendering once it is fully parsed, not when it starts: a node after it says so.
    const blocked =
      !document.body ||
      (document.readyState === 'loading' &&
        expected.some((link) => {
          let node: Node | null = document.getElementById(new URL(link.href).hash.slice(1));
          for (; node && node !== document.body; node = node.parentNode) if (node.nextSibling) return false;
          return true;
        }));
    return new Promise((resolve, reject) => {
      // A frame that never comes names itself rather than running into the test's timeout.
      const late = setTimeout(() => reject(new Error('no frame in 10 s: is rendering blocked?')), 10_000);
      const done = () => {
        clearTimeout(late);
        resolve(undefined);
      };
      if (blocked) setTimeout(done);
      else requestAnimationFrame(() => requestAnimationFrame(done));
    });
  });

/** Records every layout shift of the page from its start, with what moved and from where to where. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const what = node instanceof Element ? node.outerHTML.slice(0, 100) : String(node);
            const [a, b] = [from, to].map((r) => [r.x, r.y, r.width, r.height].map(Math.round).join(','));
            return `${what} moved from (${a}) to (${b})`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

for (const { path, language } of visits) {
  test(
    `${path} (${language}) arriving a piece at a time: what is painted never moves`,
    paired(language),
    async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const server = await pieceByPieceServer(baseURL ?? '', pageAt(path, language));
      try {
        await recordShifts(page);
        const navigation = page.goto(server.url, { waitUntil: 'commit' });
        const { response, html } = await server.held;
        await navigation;
        for (let start = 0; start < html.length; start += PIECE_LENGTH) {
          response.write(html.slice(start, start + PIECE_LENGTH));
          await frames(page);
        }
        response.end();
        await waitForApp(page, 20_000);
        // JetBrains Mono comes after the first paint and swaps in for its stand-in: the swap is recorded too.
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.fonts]
                  .filter((font) => font.family.includes('JetBrains Mono'))
                  .map((font) => font.status),
              ),
            { message: 'JetBrains Mono has loaded', timeout: 20_000 },
          )
          .toContain('loaded');
        await frames(page);
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
        );
        const moved = shifts.filter((shift) => shift.value > 0);
        expect(moved, `layout shifts: ${JSON.stringify(moved, null, 1)}`).toEqual([]);
      } finally {
        await server.close();
      }
    },
  );
}
