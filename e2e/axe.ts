import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForEntrances } from './site';

/**
 * The axe violations of a page (or of the parts `include` selects) under WCAG 2.2 AA and best practice, one line each.
 * A whole long page takes 5-20 s on two busy cores: a state that changes one part is checked on that part.
 */
export async function axeViolations(page: Page, ...include: string[]) {
  // Colours are checked as they settle: a panel fading in has its text at part opacity for a moment.
  await waitForEntrances(page);
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only the violations are read: axe then details one passing node a rule, not every one.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
