// The Chromium that browser tests, screenshots and the benchmark drive, and how it is started: one place for all three.
// Plain ESM so that the .mjs scripts run it with node as it is; playwright.config.ts reads its types from chromium.d.mts.

/** Debian's Chromium; another machine points CHROME_PATH at its own Chrome. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
