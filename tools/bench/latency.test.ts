import { describe as group, expect, it } from 'vitest';
import {
  describe,
  interactionFailures,
  interactionsSection,
  medianRun,
  tapLatency,
  type EventEntry,
} from './latency';

/** An entry as the browser reports it: `start`, then its handlers from `from` to `to`, `duration` to the paint. */
const run = (durationMs: number) => ({ durationMs, inputDelayMs: 0, processingMs: 0, presentationMs: 0 });

const entry = (start: number, from: number, to: number, duration: number): EventEntry => ({
  startTime: start,
  processingStart: from,
  processingEnd: to,
  duration,
});

group('tapLatency', () => {
  it("is the tap's longest entry, split into the wait, the handlers and the rest until the paint", () => {
    // pointerdown, pointerup, then the click the browser makes of the tap, with the touch's time.
    const tap = [entry(1000, 1010, 1012, 56), entry(1001, 1012, 1013, 56), entry(1001, 1020, 1050, 72)];
    expect(tapLatency(tap)).toEqual({
      durationMs: 72,
      inputDelayMs: 10,
      processingMs: 40,
      presentationMs: 22,
    });
  });

  it('leaves out what starts later (another interaction), and says when every entry was under 16 ms', () => {
    const later = entry(1400, 1401, 1700, 400);
    expect(tapLatency([entry(1000, 1004, 1008, 24), later]).durationMs).toBe(24);
    expect(tapLatency([])).toEqual({ durationMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0 });
    expect(describe(tapLatency([]))).toBe('< 16 ms');
  });
});

group('the budget', () => {
  it('judges each control by its median run, and names the ones over 100 ms', () => {
    const slow = [run(90), run(150), run(120)];
    expect(medianRun(slow).durationMs).toBe(120);
    const results = [
      { control: 'Menu', path: '/', runs: slow, median: medianRun(slow) },
      {
        control: 'Tab',
        path: '/',
        runs: [run(300), run(40), run(48)],
        median: medianRun([run(300), run(40), run(48)]),
      },
    ];
    expect(interactionFailures(results)).toEqual(['Menu (/): 120 ms > 100 ms on the slow phone']);
    const section = interactionsSection('## Interaction latency', '2026-11-28', results);
    expect(section).toContain(
      '| Menu | / | 90, 150, 120 ms | 120 ms (delay 0, processing 0, presentation 0) |',
    );
    expect(section).toContain('- Menu (/): 120 ms > 100 ms on the slow phone');
  });
});
