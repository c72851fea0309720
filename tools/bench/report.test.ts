import { expect, it } from 'vitest';
import { SCALE_HEADING, sectionOf, THROUGHPUT_HEADING } from './report';

const results = `# Benchmark results

## Lighthouse

| a |

## Throughput against an in-memory server

Copied in by hand.

## Budgets (mobile medians)

**All budgets met.**

## Scale: 7, 50 and 100 projects in 3 languages

| projects |
`;

it('finds the sections the bench keeps when it rewrites its results, to the next heading or the end', () => {
  expect(sectionOf(results, THROUGHPUT_HEADING)).toBe(
    '## Throughput against an in-memory server\n\nCopied in by hand.\n\n',
  );
  expect(sectionOf(results, SCALE_HEADING)).toBe(
    '## Scale: 7, 50 and 100 projects in 3 languages\n\n| projects |\n\n',
  );
  expect(sectionOf('# Benchmark results\n', SCALE_HEADING)).toBe('');
});
