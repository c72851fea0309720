import { describe, expect, it } from 'vitest';
import {
  buildGrowthFailures,
  homeJsFailures,
  largestPageFailures,
  scaleFailures,
  type SizeFigures,
} from './budgets';
import type { Row } from '../lighthouse';

const size = (projects: number, cpuMs: number, change: Partial<SizeFigures> = {}): SizeFigures => ({
  projects,
  build: { cpuMs },
  largest: { file: '/es/index.html', brotli: 13_600 },
  homeJs: 97_075,
  ...change,
});

describe('buildGrowthFailures', () => {
  it('passes a build whose time per added project does not grow, or grows within the margin', () => {
    // 100 ms of CPU a project from 7 to 50, 100 then 150 ms a project from 50 to 100.
    expect(buildGrowthFailures([size(7, 20_000), size(50, 24_300), size(100, 29_300)])).toEqual([]);
    expect(buildGrowthFailures([size(7, 20_000), size(50, 24_300), size(100, 31_800)])).toEqual([]);
  });

  it('fails a build whose time per added project grows past 1.5 times, in any order of sizes', () => {
    expect(buildGrowthFailures([size(100, 32_000), size(7, 20_000), size(50, 24_300)])).toEqual([
      'build time grows faster than linearly: 154 ms of CPU per project from 50 to 100 > 1.5 × 100 ms from 7 to 50',
    ]);
  });
});

describe('largestPageFailures', () => {
  it('names the copy and the page over 100 KB of brotli HTML', () => {
    const sizes = [size(7, 0), size(100, 0, { largest: { file: '/proyectos/index.html', brotli: 102_500 } })];
    expect(largestPageFailures(sizes)).toEqual([
      '100 projects: /proyectos/index.html is 100.1 KB brotli > 100.0 KB',
    ]);
  });
});

describe('homeJsFailures', () => {
  it('passes sizes within 1 KB of each other, and fails them further apart', () => {
    expect(
      homeJsFailures([size(7, 0), size(50, 0, { homeJs: 97_500 }), size(100, 0, { homeJs: 98_099 })]),
    ).toEqual([]);
    expect(homeJsFailures([size(7, 0), size(100, 0, { homeJs: 98_100 })])).toEqual([
      "home's first JavaScript grows with the catalogue: 94.8 KB at 7, 95.8 KB at 100 brotli (more than 1.0 KB apart)",
    ]);
  });
});

describe('scaleFailures', () => {
  it('holds the largest copy to performance 100 and the HTML on the wire, naming its size', () => {
    const row: Row = {
      name: 'scale-projects',
      path: '/proyectos',
      language: 'pt',
      preset: 'mobile',
      browser: 'warm',
      performance: 99,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      lcpMs: 910,
      tbtMs: 20,
      cls: 0,
      totalBytes: 300_000,
      jsBytes: 120_000,
      hostIndex: '2800-2900',
    };
    const wire = { path: '/', language: 'es', body: 13_200, headers: 1_500, total: 14_700 };
    expect(scaleFailures([size(7, 20_000), size(50, 24_300), size(100, 29_300)], [row], [wire])).toEqual([
      '100 projects: /proyectos (pt, mobile, warm browser): performance 99 < 100',
      '100 projects: / (es): HTML on the wire 14,700 B (13,200 B brotli body, 1,500 B headers) > 14,600 B',
    ]);
  });
});
