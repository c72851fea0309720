// Every inline script of a page is made by `inlineScript`, which notes its hash where the script is written; the
// prerender checks the pages against these hashes and writes the policy (build/pages-policy.ts).
import { minifySync } from 'vite';
import { sha256Source } from '../../server/security/content-security-policy';

const written = new Set<string>();

/**
 * An inline `<script>` element, its hash noted for the policy: the only way a page gets an inline script. Its body
 * is minified (Vite's own minifier): the scripts come before home's content, which must fit the first round trip
 * (docs/decisions.md, "Inline scripts are typed functions, minified in the page").
 */
export function inlineScript(body: string): string {
  const minified = minifyScript(body);
  written.add(sha256Source(minified));
  return `<script>${minified}</script>`;
}

/**
 * `body` minified, locals renamed. The minifier writes `<\/script` in strings, but turns `\u003c` back into `<`:
 * a script that would then hold `<!--` or `<script` (which change how the HTML parser reads the rest of it), or that
 * the minifier cannot read, stops the build.
 */
export function minifyScript(body: string): string {
  const { code, errors } = minifySync('inline-script.js', body, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`An inline script does not parse: ${errors[0]?.message}\n${body}`);
  const minified = code.trim().replace(/;$/, '');
  if (/<!--|<\/?script/i.test(minified))
    throw new Error(`An inline script would hold "<!--" or "<script" once minified:\n${minified}`);
  return minified;
}

/** The hashes of the inline scripts written so far. */
export const writtenScriptHashes = () => [...written].toSorted();

/** What an inline function is given besides the window: data, written as JSON, or another self-contained function. */
type Argument = string | number | boolean | null | readonly unknown[] | object;

/**
 * The body of an inline script that calls `run` with the page's window and `args`: `run`'s own source (it must be
 * self-contained, reading nothing of its module), each argument as JSON (`<` escaped, so no `</script>` can end the
 * script early) or, for a function, its source; minified, as the page has it.
 */
export function inlineFunction<A extends Argument[]>(
  run: (w: typeof window, ...args: A) => void,
  ...args: A
): string {
  const sources = args.map((arg) =>
    typeof arg === 'function' ? arg.toString() : JSON.stringify(arg).replace(/</g, '\\u003c'),
  );
  return minifyScript(`(${run.toString()})(${['window', ...sources].join(',')})`);
}
