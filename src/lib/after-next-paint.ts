/**
 * Runs `run` once the browser has painted the next frame. A tap's answer shows first (what changed at once, a busy
 * mark), and heavier work follows in a task of its own: the interaction lasts until that first paint
 * (bench/results.md, interaction latency).
 */
export function afterNextPaint(run: () => void, w: Window = window): void {
  w.requestAnimationFrame(() => w.setTimeout(run, 0));
}
