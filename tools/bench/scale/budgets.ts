// The scale scenario's budgets, and the pure functions that turn its figures into failures.
import { budgets, kb, lighthouseFailures, wireFailures, type WireRow } from '../budgets';
import type { Row } from '../lighthouse';

export const scaleBudgets = {
  /** No page's HTML over this, brotli-compressed. */
  largestPageBrotli: 100 * 1024,
  /** Home's first JavaScript may not grow with the catalogue: its sizes, brotli, within this of each other. */
  homeJsSpread: 1024,
  /**
   * Build time grows no faster than linearly: between two consecutive sizes, the CPU time each added project costs
   * may be at most this many times what it cost between the two sizes before, (t100 − t50) / 50 ≤ 1.5 × (t50 − t7) /
   * 43 (a margin for noise). CPU time, not the clock's: on a shared machine one build took 51 s at 50 projects and
   * 47 s at 100.
   */
  buildGrowth: 1.5,
  /** On the largest copy: performance 100, and the main bench's load budgets (its HTML on the wire too). */
  lighthouse: { ...budgets, performance: 100 },
};

/** What the scenario measured of one copy that its budgets read. */
export interface SizeFigures {
  projects: number;
  /** The build's CPU time, in milliseconds. */
  build: { cpuMs: number };
  largest: { file: string; brotli: number };
  homeJs: number;
}

/** The copies with a page over the budget. */
export function largestPageFailures(sizes: readonly SizeFigures[]): string[] {
  return sizes.flatMap(({ projects, largest }) =>
    largest.brotli > scaleBudgets.largestPageBrotli
      ? [
          `${projects} projects: ${largest.file} is ${kb(largest.brotli)} brotli > ${kb(scaleBudgets.largestPageBrotli)}`,
        ]
      : [],
  );
}

/** Home's first JavaScript when it differs across the copies by more than the budget. */
export function homeJsFailures(sizes: readonly SizeFigures[]): string[] {
  const values = sizes.map((size) => size.homeJs);
  const spread = Math.max(...values) - Math.min(...values);
  if (!(spread > scaleBudgets.homeJsSpread)) return [];
  const each = sizes.map(({ projects, homeJs }) => `${kb(homeJs)} at ${projects}`).join(', ');
  return [
    `home's first JavaScript grows with the catalogue: ${each} brotli (more than ${kb(scaleBudgets.homeJsSpread)} apart)`,
  ];
}

/** Milliseconds of CPU each added project cost between two copies. */
const perProject = (from: SizeFigures, to: SizeFigures) =>
  (to.build.cpuMs - from.build.cpuMs) / (to.projects - from.projects);

/** Each step of sizes (by number of projects) whose cost per added project passed the budget's multiple of the step before. */
export function buildGrowthFailures(sizes: readonly SizeFigures[]): string[] {
  const sorted = sizes.toSorted((a, b) => a.projects - b.projects);
  return sorted.slice(2).flatMap((to, index) => {
    const [first, middle] = [sorted[index], sorted[index + 1]] as [SizeFigures, SizeFigures];
    const before = perProject(first, middle);
    const after = perProject(middle, to);
    return after > scaleBudgets.buildGrowth * before
      ? [
          `build time grows faster than linearly: ${after.toFixed(0)} ms of CPU per project from ${middle.projects} to ${to.projects} > ${scaleBudgets.buildGrowth} × ${before.toFixed(0)} ms from ${first.projects} to ${middle.projects}`,
        ]
      : [];
  });
}

/** Every miss of the scenario: the copies' figures, then Lighthouse's and the HTML on the wire on the largest. */
export function scaleFailures(
  sizes: readonly SizeFigures[],
  rows: readonly Row[],
  wire: readonly WireRow[],
): string[] {
  const largest = `${Math.max(...sizes.map((size) => size.projects))} projects`;
  return [
    ...largestPageFailures(sizes),
    ...homeJsFailures(sizes),
    ...buildGrowthFailures(sizes),
    ...[...lighthouseFailures(rows, scaleBudgets.lighthouse), ...wireFailures(wire)].map(
      (failure) => `${largest}: ${failure}`,
    ),
  ];
}
