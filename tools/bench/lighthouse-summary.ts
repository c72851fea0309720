// What the bench keeps of a Lighthouse run (scores, load metrics, bytes), and the median of a series.
import type { Result } from 'lighthouse';

/** A category's score out of 100; a run that could not score it has null, which counts as 0. */
export function score(lhr: Result, id: string): number {
  const category = lhr.categories[id];
  if (!category) throw new Error(`Lighthouse reported no ${id} category`);
  return Math.round((category.score ?? 0) * 100);
}

/** The median of the values that were measured: now and then a run reports a score but leaves a metric out. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The resource summary's details: a table of one row per resource type. */
interface ResourceSummary {
  items?: { resourceType: string; transferSize: number }[];
}

/** A run's scores, load metrics (milliseconds, CLS as is) and bytes transferred (all, and scripts). */
export function summarise(lhr: Result) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details as ResourceSummary | undefined;
  const scripts = resources?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? 0,
  };
}
export type Summary = ReturnType<typeof summarise>;
