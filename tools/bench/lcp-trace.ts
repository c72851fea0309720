// `npm run bench:trace [path]`: why a page's mobile LCP is what it is. Lighthouse's mobile LCP is not measured but
// simulated (Lantern) from the requests and tasks of a real load, on a 150 ms, 1.6 Mbit/s link and a 4x slower CPU.
// This runs Lighthouse once on the built site, as `npm run bench` does, then asks Lantern itself for the simulated
// start and end of every request in its graph, in both halves of its estimate (the LCP is their mean). A request
// that ends late in that table is what holds the LCP back (docs/decisions.md, "LCP at the floor").
import { spawn } from 'node:child_process';
import lighthouse, { type Artifacts, type Config } from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { withBrowser } from './lighthouse';
import { siteEnv, waitForServer } from './site';

const PORT = Number(process.env.BENCH_PORT ?? 4781);
const origin = `http://127.0.0.1:${PORT}`;

/** Lighthouse's mobile preset, as the bench runs it: the simulated slow phone. */
const config: Config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };

/** One request as Lantern simulated it, in milliseconds from the navigation. */
export interface SimulatedRequest {
  url: string;
  priority: string;
  kilobytes: number;
  start: number;
  end: number;
}

/** What Lantern's node timings hold for a network node; its other nodes are CPU tasks. */
export interface LanternNode {
  type: string;
  request?: { url: string; priority: string; transferSize: number };
}
export interface NodeTiming {
  startTime: number;
  endTime: number;
}

/** The network requests of one half of Lantern's estimate, by end time. */
export function simulatedRequests(timings: Map<LanternNode, NodeTiming>): SimulatedRequest[] {
  return [...timings]
    .flatMap(([node, timing]) =>
      node.type === 'network' && node.request
        ? [
            {
              url: node.request.url.replace(origin, ''),
              priority: node.request.priority,
              kilobytes: node.request.transferSize / 1024,
              start: timing.startTime,
              end: timing.endTime,
            },
          ]
        : [],
    )
    .toSorted((a, b) => a.end - b.end);
}

/** A Markdown table of the requests, their URLs cut to `width` characters. */
export function requestTable(requests: SimulatedRequest[], width = 60): string {
  const cut = (url: string) => (url.length > width ? `…${url.slice(-(width - 1))}` : url);
  return [
    '| request | priority | KB | start ms | end ms |',
    '| --- | --- | ---: | ---: | ---: |',
    ...requests.map(
      (r) =>
        `| ${cut(r.url)} | ${r.priority} | ${r.kilobytes.toFixed(1)} | ${r.start.toFixed(0)} | ${r.end.toFixed(0)} |`,
    ),
  ].join('\n');
}

/** Runs Lighthouse on `path` of the built site and explains its simulated LCP. */
export async function main(args: string[]): Promise<string> {
  const path = args[0] ?? '/';
  const server = spawn('node', ['dist/server/server.js'], {
    env: siteEnv({ PORT: String(PORT), HOST: '127.0.0.1' }),
    stdio: 'ignore',
  });
  try {
    await waitForServer(`${origin}/not-found`, () => server.exitCode !== null).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : error}: run \`npm run build\` first`);
    });
    return await withBrowser(async (port) => {
      const flags = { port, output: 'json' as const, logLevel: 'error' as const };
      // A first load warms the server's caches and the browser's, as the bench's warm series does.
      await lighthouse(`${origin}${path}`, flags, config);
      const result = await lighthouse(`${origin}${path}`, flags, config);
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr, artifacts } = result;
      const context = { settings: lhr.configSettings, computedCache: new Map() };
      const data = Audit.makeMetricComputationDataInput(artifacts as Artifacts, context as never);
      const lcp = await LanternLargestContentfulPaint.request(data, context as never);
      const halves = [
        ['optimistic', lcp.optimisticEstimate],
        ['pessimistic', lcp.pessimisticEstimate],
      ] as const;
      const observed = lhr.audits['largest-contentful-paint'];
      return [
        `# Lantern's LCP on ${path}: ${lcp.timing.toFixed(0)} ms (Lighthouse's figure: ${observed?.displayValue ?? '?'})`,
        ...halves.flatMap(([name, estimate]) => [
          '',
          `## ${name} half: ${estimate.timeInMs.toFixed(0)} ms`,
          '',
          requestTable(simulatedRequests(estimate.nodeTimings as unknown as Map<LanternNode, NodeTiming>)),
        ]),
      ].join('\n');
    });
  } finally {
    server.kill();
  }
}
