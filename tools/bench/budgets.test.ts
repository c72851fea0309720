import { describe, expect, it } from 'vitest';
import {
  budgets,
  homeJsFailures,
  lighthouseFailures,
  memoryFailures,
  postJsFailures,
  wireFailures,
  type WireRow,
} from './budgets';
import type { Row } from './lighthouse';

/** A row that meets every budget, changed by `change`. */
const row = (change: Partial<Row> = {}): Row => ({
  name: 'home',
  path: '/',
  language: 'es',
  preset: 'mobile',
  browser: 'warm',
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 905,
  tbtMs: 12,
  cls: 0,
  totalBytes: 200 * 1024,
  jsBytes: 110 * 1024,
  hostIndex: '2700-2800',
  ...change,
});

/** Home's initial JavaScript, `brotli` bytes compressed. */
const js = (brotli: number) => ({ js: { raw: 3 * brotli, gzip: 1.2 * brotli, brotli } });

/** Home in Spanish, as a GET received it. */
const wire = (body: number, headers: number): WireRow => ({
  path: '/',
  language: 'es',
  body,
  headers,
  total: body + headers,
});

describe('lighthouseFailures', () => {
  it('passes a row within every budget, and leaves desktop rows out', () => {
    expect(lighthouseFailures([row(), row({ preset: 'desktop', lcpMs: 5000, performance: 50 })])).toEqual([]);
  });

  it('names the page, its language and series, and each budget it missed', () => {
    const failures = lighthouseFailures([
      row({
        browser: 'fresh',
        performance: 97,
        lcpMs: 1052.4,
        tbtMs: 140,
        cls: 0.02,
        totalBytes: 401 * 1024,
      }),
    ]);
    expect(failures).toEqual([
      '/ (es, mobile, fresh browser): performance 97 < 98',
      '/ (es, mobile, fresh browser): LCP 1052 ms > 1000 ms',
      '/ (es, mobile, fresh browser): TBT 140 ms > 100 ms',
      '/ (es, mobile, fresh browser): CLS 0.020 > 0.01',
      '/ (es, mobile, fresh browser): total transfer 401.0 KB > 400.0 KB',
    ]);
  });

  it('fails a metric that no run measured, and holds only home to the total transfer', () => {
    const failures = lighthouseFailures([
      row({ name: 'projects', path: '/proyectos', tbtMs: NaN, totalBytes: 1e6 }),
    ]);
    expect(failures).toEqual(['/proyectos (es, mobile, warm browser): tbtMs measured by no run']);
  });

  it('checks against the limits it is given', () => {
    expect(lighthouseFailures([row({ performance: 99 })], { ...budgets, performance: 100 })).toEqual([
      '/ (es, mobile, warm browser): performance 99 < 100',
    ]);
  });
});

describe('memoryFailures', () => {
  const load = '10 s of 50 connections on /';
  it('fails a peak past the budget and any failed request', () => {
    expect(memoryFailures({ before: 90, peak: 151, after: 120, perSecond: 9000, failed: 3 }, load)).toEqual([
      'server: 151 MB resident through 10 s of 50 connections on / > 150 MB',
      'server: 3 requests failed through 10 s of 50 connections on /',
    ]);
  });

  it('passes a server within budget, or one not measured', () => {
    expect(memoryFailures({ before: 90, peak: 150, after: 94, perSecond: 9000, failed: 0 }, load)).toEqual(
      [],
    );
    expect(memoryFailures(undefined, load)).toEqual([]);
  });
});

describe('homeJsFailures', () => {
  it('fails home past 95 KB brotli, and nothing when home was not measured', () => {
    expect(homeJsFailures(js(95 * 1024 + 1))).toEqual(['home: initial JS 95.0 KB brotli > 95.0 KB']);
    expect(homeJsFailures(js(95 * 1024))).toEqual([]);
    expect(homeJsFailures(undefined)).toEqual([]);
  });
});

describe("a post's budgets", () => {
  it('holds a post to its own LCP, under every other page’s', () => {
    expect(lighthouseFailures([row({ name: 'post', path: '/blog/a', lcpMs: 951 })])).toEqual([
      `/blog/a (es, mobile, warm browser): LCP 951 ms > ${budgets.postLcpMs} ms`,
    ]);
    expect(lighthouseFailures([row({ name: 'post', lcpMs: 950 })])).toEqual([]);
    expect(lighthouseFailures([row({ name: 'project', lcpMs: 951 })])).toEqual([]);
  });

  it("fails a post whose first JavaScript outweighs the project page's, and nothing when either was not measured", () => {
    expect(postJsFailures(js(20_481), js(20_480))).toEqual([
      "post: initial JS 20.0 KB brotli > the project page's 20.0 KB",
    ]);
    expect(postJsFailures(js(20_480), js(20_480))).toEqual([]);
    expect(postJsFailures(undefined, js(1))).toEqual([]);
  });
});

describe('wireFailures', () => {
  it('fails a page whose HTML on the wire passes the first round trip, with its body and headers', () => {
    expect(wireFailures([wire(13_296, 1_506)])).toEqual([
      '/ (es): HTML on the wire 14,802 B (13,296 B brotli body, 1,506 B headers) > 14,600 B',
    ]);
  });

  it('passes a page that fits in it exactly', () => {
    expect(wireFailures([wire(13_094, 1_506)])).toEqual([]);
  });
});
