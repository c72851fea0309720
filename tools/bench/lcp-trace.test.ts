import { expect, it } from 'vitest';
import { requestTable, simulatedRequests, type LanternNode, type NodeTiming } from './lcp-trace';

/** A network node of Lantern's graph, as the trace reads it. */
const request = (url: string, priority: string, transferSize: number) => ({
  type: 'network',
  request: { url: `http://127.0.0.1:4781${url}`, priority, transferSize },
});

it('lists the network requests of a Lantern estimate by end time, without its CPU tasks', () => {
  const timings = new Map<LanternNode, NodeTiming>([
    [request('/assets/font.woff2', 'High', 2048), { startTime: 605, endTime: 910 }],
    [{ type: 'cpu' }, { startTime: 600, endTime: 640 }],
    [request('/', 'VeryHigh', 14_336), { startTime: 0, endTime: 605 }],
  ]);
  const requests = simulatedRequests(timings);
  expect(requests.map((r) => [r.url, r.kilobytes, r.end])).toEqual([
    ['/', 14, 605],
    ['/assets/font.woff2', 2, 910],
  ]);
  expect(requestTable(requests, 12).split('\n').at(-1)).toBe('| …/font.woff2 | High | 2.0 | 605 | 910 |');
});
