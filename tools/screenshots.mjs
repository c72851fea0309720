// `npm run screenshots`: serves the production build and writes screenshots of the main pages,
// in every language of the site, at a phone and a desktop width, in the dark and the light theme, to docs/screenshots/.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { mainPages, pageLanguages, pageUrlPath } from './bench/built-pages.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const port = Number(process.env.SCREENSHOT_PORT ?? 4899);
const base = `http://127.0.0.1:${port}`;
// The first page of each route but the catalogue, which looks like a category.
const { projects: _catalogue, ...pages } = mainPages();
const widths = { 375: 812, 1280: 800 };
const fullPage = process.argv.includes('--full');
const outDir = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';

const server = spawn('node', ['dist/server/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
});
try {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${base}${pages['not-found']}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  // The dark theme (the site's default) under the plain names, the light one with `-light`.
  for (const [theme, suffix] of /** @type {const} */ ([
    ['dark', ''],
    ['light', '-light'],
  ]))
    for (const [width, height] of Object.entries(widths)) {
      const context = await browser.newContext({
        viewport: { width: Number(width), height },
        colorScheme: theme,
        reducedMotion: 'reduce',
        // A full page is captured as it lies: blocks rendered only near the viewport would be blank, so a full
        // capture renders them all (an inline style, which the site's CSP would refuse).
        bypassCSP: fullPage,
      });
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        for (const language of pageLanguages(path)) {
          await page.goto(`${base}${pageUrlPath(path, language)}`, { waitUntil: 'networkidle' });
          if (fullPage) await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
          await page.screenshot({ path: `${outDir}/${name}-${language}-${width}${suffix}.png`, fullPage });
        }
      }
      await context.close();
    }
  await browser.close();
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  server.kill();
}
