import type { Page } from '@playwright/test';

/**
 * A slow phone, as the interactions issue defines it: a CPU 4x slower than this machine's and a 150 ms / 1.6 Mbps
 * link (Lighthouse's "slow 4G" figures). Journeys whose bugs depend on timing run under it, so that a tap can
 * arrive before the code that handles it.
 */
export const slowPhone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** Throttles the page's CPU and network through the DevTools protocol (Chromium only), before it navigates. */
export async function throttleLikeSlowPhone(page: Page, profile = slowPhone) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  return cdp;
}
