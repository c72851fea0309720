// Every inline script of a page is made by `inlineScript`, which notes its hash where the script is written; the
// prerender checks the pages against these hashes and writes the policy (build/pages-policy.ts).
import { sha256Source } from '../../server/security/content-security-policy';

const written = new Set<string>();

/** An inline `<script>` element, its hash noted for the policy: the only way a page gets an inline script. */
export function inlineScript(body: string): string {
  written.add(sha256Source(body));
  return `<script>${body}</script>`;
}

/** The hashes of the inline scripts written so far. */
export const writtenScriptHashes = () => [...written].toSorted();

/** What an inline function is given besides the window: data, written as JSON, or another self-contained function. */
type Argument = string | number | boolean | null | readonly unknown[] | object;

/**
 * The body of an inline script that calls `run` with the page's window and `args`: `run`'s own source (it must be
 * self-contained, reading nothing of its module), each argument as JSON (`<` escaped, so no `</script>` can end the
 * script early) or, for a function, its source.
 */
export function inlineFunction<A extends Argument[]>(
  run: (w: typeof window, ...args: A) => void,
  ...args: A
): string {
  const sources = args.map((arg) =>
    typeof arg === 'function' ? arg.toString() : JSON.stringify(arg).replace(/</g, '\\u003c'),
  );
  return `(${run.toString()})(${['window', ...sources].join(',')})`;
}
