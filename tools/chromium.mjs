// The Chromium that browser tests, screenshots and the benchmark drive, and how it is started: one place for all three.
// Plain ESM so that the .mjs scripts run it with node as it is; playwright.config.ts reads its types from chromium.d.mts.

import { existsSync } from 'node:fs';

/** Debian's Chromium; another machine points CHROME_PATH at its own Chrome. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium without its browser's user interface. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: the headless shell where it is installed (`.ci/run` installs it), which ran the same
 * 61 browser tests in 1.6 min where the full browser took 3.2 (two workers, two cores: both CPU-bound); else the full
 * browser. CHROME_PATH, when set, is used for everything.
 */
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/**
 * Flags for containers and CI machines: no sandbox and no GPU, /tmp instead of a small /dev/shm, and none of the
 * background traffic (updates, sync, QUIC) that slows runs down and makes them less repeatable.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
