import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from './tools/chromium.mjs';
import { builtSiteUrl } from './build/site-url.ts';

// A port per run, so that two runs on one machine do not collide. Set in the environment so that
// the worker processes, which load this file again, agree with the runner on it. 4300-4999 holds none of the ports
// Chromium refuses to load a page from (ERR_UNSAFE_PORT: 5060 and 5061 failed a whole run).
process.env.E2E_PORT ??= String(4300 + (process.pid % 700));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The test server's messages go to a fresh directory of this run, never to a developer's data/.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(tmpdir(), `portfolio-e2e-${port}`);
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}
// API tests (no browser, or none that depends on the width) run once, not per width: the contact API's own servers
// with their SMTP peers, the headers, the raw HTML and its metadata, and the form without JavaScript (in a browser,
// against this config's test server), the built files from a plain static server, and a build of a copy of the site
// with a third language, the Cloudflare Worker in workerd (edge*), and the HTTP both platforms answer alike
// (hostile-requests).
const apiTests =
  /\/(contact-api.*|contact-no-js|security-headers|raw-html|seo|static-host|hostile-requests|edge.*)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two, wherever it runs: Playwright's default (half the cores) is one worker on the two-core machines CI uses,
  // which took 16.8 min where two take 11.
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // What a test waits for (hydration, a lazy chunk) is not a speed test (`npm run bench` is): on two loaded cores, home's
  // hydration once took more than the default 5 s and failed a green run.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace: recording one for every test cost a third of the suite's time (80 s against 115 s on a sample of 12
    // tests). A failure still writes its page's snapshot (error-context.md); `--trace retain-on-failure` to record.
    trace: 'off',
    launchOptions: { executablePath: testChromiumPath, args: [...chromiumFlags] },
  },
  // The api project first: its longest groups (the edge Worker's hostile requests, one workerd for the file, in order;
  // the contact API's servers) start while the other worker takes the browser tests, rather than leaving one worker
  // alone with them at the end.
  projects: [
    { name: 'api', testMatch: apiTests },
    {
      name: 'phone-375',
      testIgnore: apiTests,
      // Tests tagged for the other width only (e2e/site.ts: atDesktop, atPhone, paired) are not run here.
      grepInvert: /@desktop/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    {
      name: 'desktop-1280',
      testIgnore: apiTests,
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node dist/server/server.js',
    // In the site's folder, as the build was made for it (`/`, `/portfolio/`: e2e/site.ts's pageAt).
    url: `${baseURL}${builtSiteUrl().base}not-found`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Empty values override a developer's .env: no remote database, no real SMTP server.
      DATABASE_URL: '',
      SMTP_HOST: '',
      // Browser tests fill the form in milliseconds and send many messages from one address.
      CONTACT_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_REFUSED_MAX: '1000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
