import type { Context, MiddlewareHandler } from 'hono';
// Types only from the policy's module: it reads files (node:fs), which the Worker cannot import.
import type { ContentSecurityPolicy } from './content-security-policy';

export const HSTS = 'max-age=31536000';

/**
 * Whether the visitor reached us over HTTPS: directly, or through a proxy that says so in X-Forwarded-Proto.
 * The header needs no trust: a browser ignores Strict-Transport-Security received over plain HTTP.
 */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  // The request's URL is absolute and normalized, its scheme in lower case.
  return forwarded === 'https' || c.req.url.startsWith('https:');
}

/** The policy as a Content-Security-Policy header's value: `default-src 'self'; script-src …`. */
export function policyHeader(policy: Readonly<Record<string, string[]>>): string {
  return Object.entries(policy)
    .map(
      ([name, directive]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${directive.join(' ')}`,
    )
    .join('; ');
}

/**
 * The directives a `<meta http-equiv>` policy cannot carry (the browser ignores them there and logs an error): of the
 * three, the policy has `frame-ancestors` only (no `report-uri` or `sandbox`).
 */
const headerOnly = (name: string) => name === 'frameAncestors';

/**
 * The policy as a page's `<meta http-equiv="Content-Security-Policy">` carries it, first in its head (build/policy-meta.tsx),
 * for every host, those that send no headers too: all of it but what a meta tag cannot carry.
 */
export function metaPolicy(policy: ContentSecurityPolicy): string {
  return policyHeader(Object.fromEntries(Object.entries(policy).filter(([name]) => !headerOnly(name))));
}

/**
 * The policy a prerendered page's header carries: what its meta tag cannot (`frame-ancestors`). The browser enforces
 * both, so the page is under the whole policy, sent once: the full header beside the meta tag cost 690 B on every page,
 * past the first round trip on the largest (docs/decisions.md, "The static hosts' headers").
 */
export function pageHeaderPolicy(policy: ContentSecurityPolicy): string {
  return policyHeader(Object.fromEntries(Object.entries(policy).filter(([name]) => headerOnly(name))));
}

/** Powerful features the site never uses, refused to the page and to anything it embeds. */
const refusedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];
/** The headers that apply to any answer: what a page loads into itself is not sniffed, nor read by other sites. */
export const everyAnswer: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** A document's headers but its Content-Security-Policy: the same for every site (`documentHeaders`). */
export const documentHeadersBesidesPolicy: Readonly<Record<string, string>> = {
  ...everyAnswer,
  'origin-agent-cluster': '?1',
  'permissions-policy': refusedFeatures.map((feature) => `${feature}=()`).join(', '),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The security headers of a document (a page, an SVG or PDF file, an API answer), as Hono's secureHeaders wrote them
 * for our options. No Cross-Origin-Opener-Policy: on a page with nothing private to guard from another window, its
 * only effect we could measure was the browser's move to a new process at navigation, the longest task of a phone
 * load (docs/decisions.md). Strict-Transport-Security is added over HTTPS only.
 */
export function documentHeaders(policy: ContentSecurityPolicy): Readonly<Record<string, string>> {
  return { 'content-security-policy': policyHeader(policy), ...documentHeadersBesidesPolicy };
}

/** The security headers of a prerendered page: a document's, its policy in its meta tag but `pageHeaderPolicy`. */
export function prerenderedPageHeaders(policy: ContentSecurityPolicy): Readonly<Record<string, string>> {
  return { 'content-security-policy': pageHeaderPolicy(policy), ...documentHeadersBesidesPolicy };
}

/** The site's security headers, made once from its policy: a document's and a prerendered page's. */
export interface SiteSecurity {
  document: Readonly<Record<string, string>>;
  page: Readonly<Record<string, string>>;
}

export const siteSecurity = (policy: ContentSecurityPolicy): SiteSecurity => ({
  document: documentHeaders(policy),
  page: prerenderedPageHeaders(policy),
});

/** Content types that are never a document: what a page loads into itself. */
const subresourceType =
  /^(?:image\/(?!svg)|font\/|video\/|audio\/|text\/css|(?:text|application)\/javascript|application\/manifest\+json)/i;

declare module 'hono' {
  interface ContextVariableMap {
    /** The site's security headers, for `securedAnswer` and `securedPage`. */
    siteSecurity: SiteSecurity;
    /** The answer `securedAnswer` made, which the middleware leaves as it is. */
    securedAnswer: Response;
  }
}

/** An answer with `headers`, to which `security` and HSTS over HTTPS are added (`securedAnswer`). */
function answerWith(
  c: Context,
  body: BodyInit | null,
  status: 200 | 206 | 304 | 404 | 416,
  headers: Record<string, string>,
  security: Readonly<Record<string, string>>,
): Response {
  // Added to the record, not spread into a new one: 0.2 µs against 12 µs (a micro-benchmark, these 18 names).
  Object.assign(headers, security);
  if (isHttps(c)) headers['strict-transport-security'] = HSTS;
  const init = { status, headers, ...(headers['content-encoding'] && { encodeBody: 'manual' }) };
  const response = new Response(body, init as ResponseInit);
  c.set('securedAnswer', response);
  return response;
}

/**
 * A file's answer with all its headers in one record, `headers` with the security headers added: on Node the adapter
 * writes such a record as it is, where headers set one at a time go through a `Headers` object and are copied out of
 * it again (docs/decisions.md). Those of a document unless its Content-Type is what a page loads into itself (then
 * only `nosniff` and the cross-origin resource policy, as `securityHeaders` does). Headers set with `c.header` before
 * are not sent. The site's headers are set in the context by the `securityHeaders` middleware, which then leaves the
 * answer as it is, or by the lane in front of it (`createApp`). A compressed body is sent as it is (on workerd, which
 * would otherwise compress it again for its Content-Encoding).
 */
export function securedAnswer(
  c: Context,
  body: BodyInit | null,
  status: 200 | 206 | 304 | 404 | 416,
  headers: Record<string, string>,
): Response {
  const { document } = c.get('siteSecurity');
  return answerWith(
    c,
    body,
    status,
    headers,
    subresourceType.test(headers['content-type'] ?? '') ? everyAnswer : document,
  );
}

/** The same for a prerendered page, which carries its policy in a meta tag (`prerenderedPageHeaders`). */
export function securedPage(
  c: Context,
  body: BodyInit | null,
  status: 200 | 304 | 404,
  headers: Record<string, string>,
): Response {
  return answerWith(c, body, status, headers, c.get('siteSecurity').page);
}

/**
 * The security headers: all of them on pages, SVG and PDF files, API answers and errors; on what a page loads into
 * itself (scripts, style sheets, fonts, images, videos, the manifest), those that apply there: `nosniff` and the
 * cross-origin resource policy (and HSTS over HTTPS); a browser ignores the others there, where they cost about
 * 0.9 KB a response. See docs/decisions.md.
 */
export function securityHeaders(policy: ContentSecurityPolicy): MiddlewareHandler {
  const security = siteSecurity(policy);
  const forDocument = Object.entries(security.document);
  const forSubresource = Object.entries(everyAnswer);
  const documentOnly = Object.keys(security.document).filter((name) => !(name in everyAnswer));
  return async (c, next) => {
    c.set('siteSecurity', security);
    await next();
    if (c.res === c.get('securedAnswer')) return;
    const { headers } = c.res;
    const subresource = subresourceType.test(headers.get('Content-Type') ?? '');
    for (const [name, value] of subresource ? forSubresource : forDocument) headers.set(name, value);
    if (subresource) for (const name of documentOnly) headers.delete(name);
    if (isHttps(c)) headers.set('Strict-Transport-Security', HSTS);
  };
}
