import { AxeBuilder } from '@axe-core/playwright';
import { expect, languages, pages, test, waitForHydration } from './site';

for (const language of languages) {
  for (const { path } of pages) {
    test(`${path} in ${language} has no axe violations`, async ({ page }) => {
      await page.goto(`${path}?lng=${language}`);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
}
