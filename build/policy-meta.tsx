/** @jsxImportSource hono/jsx */
// The Content-Security-Policy in each page, for hosts that send no headers (GitHub Pages, any plain file server).
import type { ContentSecurityPolicy } from '../server/security/content-security-policy';
import { metaPolicy } from '../server/security/security-headers';

const charset = '<meta charset="UTF-8" />';

/**
 * The page with the policy as a meta tag right after its charset: a meta policy governs only what comes after it, so
 * it comes before any script or style (the first is the language redirect, build/head.tsx). Without `frame-ancestors`
 * (metaPolicy): where the server sends the header too, the browser enforces both, and they allow the same. Written by
 * Hono's JSX, which escapes the attribute.
 */
export function withPolicyMeta(page: string, policy: ContentSecurityPolicy): string {
  if (!page.includes(charset)) throw new Error(`expected ${charset} in the page, to put the policy after it`);
  const meta = (<meta http-equiv="Content-Security-Policy" content={metaPolicy(policy)} />).toString();
  return page.replace(charset, () => `${charset}\n    ${String(meta)}`);
}
