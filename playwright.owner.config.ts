import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// `npm run test:pages`: the owner's own build, every page in every language on a phone (e2e/every-page.owner.ts), with
// the browser tests' server and browser. The template's browser tests run on the tests' own site instead
// (`npm run test:e2e`, tools/test-site.ts).
export default defineConfig({
  ...config,
  testMatch: /\.owner\.ts$/,
  projects: [
    {
      name: 'phone-375',
      // Reduced motion: the pass reads the owner's content, not the template's motion (the browser tests' own), and axe
      // then needs no wait for the sections' entrances to end.
      use: {
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        reducedMotion: 'reduce',
      },
    },
  ],
});
