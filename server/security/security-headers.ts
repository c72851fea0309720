import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentSecurityPolicy } from './content-security-policy';

export const HSTS = 'max-age=31536000';

/**
 * Whether the visitor reached us over HTTPS: directly, or through a proxy that says so in X-Forwarded-Proto.
 * The header needs no trust: a browser ignores Strict-Transport-Security received over plain HTTP.
 */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

/**
 * Headers only a document acts on: a page, or a file a visitor can open as one (an SVG, a PDF, an API answer).
 * A browser ignores them on a script, style sheet, font, image or video, where they cost about 0.9 KB a response.
 */
const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
  'X-XSS-Protection',
  'X-Download-Options',
  'X-DNS-Prefetch-Control',
  'X-Permitted-Cross-Domain-Policies',
  'Origin-Agent-Cluster',
];
/** Content types that are never a document: what a page loads into itself. */
const subresourceType =
  /^(?:image\/(?!svg)|font\/|video\/|audio\/|text\/css|(?:text|application)\/javascript|application\/manifest\+json)/i;

/**
 * The security headers: all of them on pages, SVG and PDF files, API answers and errors; on what a page loads into
 * itself (scripts, style sheets, fonts, images, videos, the manifest), those that apply there: `nosniff` and the
 * cross-origin resource policy (and HSTS over HTTPS). See docs/decisions.md.
 */
export function securityHeaders(policy: ContentSecurityPolicy): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: policy,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Not sent: on a page with nothing private to guard from another window, the opener policy's only effect we could
    // measure was the browser's move to a new process at navigation, the longest task of a phone load (docs/decisions.md).
    crossOriginOpenerPolicy: false,
    // Set below, only over HTTPS.
    strictTransportSecurity: false,
    // Powerful features the site never uses, refused to the page and to anything it embeds.
    permissionsPolicy: {
      accelerometer: [],
      browsingTopics: [],
      camera: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      usb: [],
    },
  });
  return async (c, next) => {
    await headers(c, next);
    if (subresourceType.test(c.res.headers.get('Content-Type') ?? ''))
      for (const name of documentOnlyHeaders) c.res.headers.delete(name);
    if (isHttps(c)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
