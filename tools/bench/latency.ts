// How a tap's latency is read and judged, from the Event Timing entries the interaction probe
// (tools/bench/interactions.ts) collects: pure functions, unit-tested.

/** Runs of each control; its figure is their median. */
export const RUNS = 3;

/**
 * The slow phone: the CPU 4× slower, a 150 ms / 1.6 Mbps link (Lighthouse's mobile throttling, applied through the
 * same DevTools protocol), 375×740 with touch.
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  viewport: { width: 375, height: 740 },
} as const;

/** Every interaction at most this long (Core Web Vitals call 200 ms good; an idle tap costs far less). */
export const INTERACTION_BUDGET_MS = 100;

/** The longest Event Timing entry of a tap, in ms, and its three parts; all 0 when every entry was under 16 ms. */
export interface Latency {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

export interface InteractionResult {
  control: string;
  path: string;
  /** One figure per run. */
  runs: Latency[];
  /** The run of the median duration. */
  median: Latency;
}

/** How far apart the first and the last event of one tap start, at most. */
const TAP_SPREAD_MS = 50;

const noEntry: Latency = { durationMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0 };

/**
 * A tap's figure from its entries (pointer, touch, mouse and click events, one interaction): its longest entry, as
 * INP counts it, split into the parts of the interaction: the wait before its first handler ran, the handlers, and
 * the rest until the frame that showed the result.
 */
export function tapLatency(all: readonly EventEntry[]): Latency {
  const first = Math.min(...all.map((entry) => entry.startTime));
  // The tap's own events start together (the browser's mouse events and click carry the touch's time); what starts
  // later is another interaction (a page that goes on reacting).
  const entries = all.filter((entry) => entry.startTime - first < TAP_SPREAD_MS);
  if (entries.length === 0) return noEntry;
  const durationMs = Math.max(...entries.map((entry) => entry.duration));
  const start = Math.min(...entries.map((entry) => entry.startTime));
  const processingStart = Math.min(...entries.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...entries.map((entry) => entry.processingEnd));
  const inputDelayMs = Math.round(processingStart - start);
  const processingMs = Math.round(processingEnd - processingStart);
  return {
    durationMs,
    inputDelayMs,
    processingMs,
    presentationMs: Math.max(0, durationMs - inputDelayMs - processingMs),
  };
}

/** What the page keeps of an Event Timing entry. */
export interface EventEntry {
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** The run of the median duration (its parts are that run's). */
export const medianRun = (runs: readonly Latency[]) =>
  runs.toSorted((a, b) => a.durationMs - b.durationMs)[Math.floor(runs.length / 2)] ?? noEntry;

/** A run as the report writes it: `72 ms (delay 8, processing 30, presentation 34)`, or under 16 ms. */
export const describe = ({ durationMs, inputDelayMs, processingMs, presentationMs }: Latency) =>
  durationMs === 0
    ? '< 16 ms'
    : `${durationMs} ms (delay ${inputDelayMs}, processing ${processingMs}, presentation ${presentationMs})`;

/** The interactions over budget, as the bench's failure lines. */
export const interactionFailures = (results: readonly InteractionResult[]) =>
  results
    .filter((result) => result.median.durationMs > INTERACTION_BUDGET_MS)
    .map(
      (r) =>
        `${r.control} (${r.path}): ${r.median.durationMs} ms > ${INTERACTION_BUDGET_MS} ms on the slow phone`,
    );

/** The report's section: each control's runs and its median run's parts, and the misses. */
export function interactionsSection(
  heading: string,
  date: string,
  results: readonly InteractionResult[],
): string {
  const failures = interactionFailures(results);
  return `${heading} on a slow phone

Measured by \`npm run bench:interactions\` (and \`npm run bench\`) on ${date}, on \`npm start\`: each control the spec
names, tapped with a finger (touch events) in Chromium at ${SLOW_PHONE.viewport.width}×${SLOW_PHONE.viewport.height} with the CPU ${SLOW_PHONE.cpuSlowdown}× slower and a ${SLOW_PHONE.latencyMs} ms / ${SLOW_PHONE.downloadBitsPerSecond / 1e6} Mbps link
(Lighthouse's mobile throttling), in the middle of the screen, after the page settled (hydrated, no request, no
animation, an idle moment). A tap's figure is its longest Event Timing entry, as INP counts it (input delay,
processing and presentation until the next frame), in a page of its own, medians of ${RUNS}; the
parts are those of the median run: "delay" until the tap's first handler ran, "processing" from there to its last
handler's end (the browser's mouse events and click included), "presentation" the rest, until the frame. The browser
reports no entry under 16 ms, and rounds to 8 ms.

| control | page | runs | median |
| --- | --- | --- | --- |
${results.map((r) => `| ${r.control} | ${r.path} | ${r.runs.map((run) => run.durationMs).join(', ')} ms | ${describe(r.median)} |`).join('\n')}

${failures.length ? `**Over ${INTERACTION_BUDGET_MS} ms:**\n\n${failures.map((f) => `- ${f}`).join('\n')}` : `**Every interaction within ${INTERACTION_BUDGET_MS} ms.**`}
`;
}
