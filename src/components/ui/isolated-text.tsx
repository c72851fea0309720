import { isolatedRuns } from '@/lib/isolate';

/**
 * A text whose isolated values (see `isolate`) are shown in `<bdi>`, the element made for them; a text without any is
 * its plain string, so that the page's HTML is what it was without isolation.
 */
export function IsolatedText({ text }: { text: string }) {
  const runs = isolatedRuns(text);
  if (runs.every((run) => !run.isolated)) return text;
  // The runs never change order for a text, so their index is their identity.
  return runs.map((run, index) => (run.isolated ? <bdi key={index}>{run.text}</bdi> : run.text));
}
