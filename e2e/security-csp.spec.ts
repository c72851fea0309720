import { atDesktop, expect, templatePages, test, waitForHydration, pageAt, pairedLanguages } from './site';

// The Content-Security-Policy must never cost the visitor anything: on a page of each template, in every language, the
// scripts run (React hydrates), the stylesheet and fonts load and are used, and the browser reports no violation.
// Every page is under the one policy the build wrote, and every inline script of every page is allowed by its hash:
// e2e/security-headers.spec.ts checks both over HTTP.
test.describe('content security policy in the browser', atDesktop, () => {
  for (const language of pairedLanguages) {
    test(`a page of each template works under the policy in ${language}`, async ({ page, problems }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      for (const { path } of templatePages) {
        const response = await page.goto(pageAt(path, language));
        // The page's header refuses framing; its meta tag carries the rest (build/policy-meta.tsx).
        expect(response?.headers()['content-security-policy'], path).toBe("frame-ancestors 'none'");
        await expect(page.locator('meta[http-equiv="Content-Security-Policy"]'), path).toHaveAttribute(
          'content',
          /(^|; )script-src 'self'/,
        );
        await waitForHydration(page);
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
        expect(state.violations, path).toEqual([]);
        expect(state.styled, path).toMatch(/inter/i);
        expect(state.fonts, `${path}: fonts that failed to load`).toBe(0);
        // Every page sets text in both web fonts, each drawn from its own file (JetBrains Mono's face added by the app
        // loader after the first paint): no character needs another.
        expect(state.webFonts, path).toEqual(['Inter Variable', 'JetBrains Mono Variable']);
      }
      expect(problems).toEqual([]);
    });
  }
});
