import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { contentSecurityPolicy } from './content-security-policy';

export const HSTS = 'max-age=31536000';

/**
 * Whether the visitor reached us over HTTPS: directly, or through a proxy that says so in X-Forwarded-Proto.
 * The header needs no trust: a browser ignores Strict-Transport-Security received over plain HTTP.
 */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

/** The security headers of every response: pages, files, API answers, errors. */
export function securityHeaders(policy: ReturnType<typeof contentSecurityPolicy>): MiddlewareHandler {
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
    if (isHttps(c)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
