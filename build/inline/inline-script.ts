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
