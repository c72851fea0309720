import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LANGUAGE_STORAGE, type Language } from '../src/i18n/languages';
import { matchPage } from '../src/lib/page-match';
import { routes } from '../src/lib/routes';
import { apiError } from './contact/api-error';
import { contactRoute, MAX_CONTACT_BODY_BYTES, type ContactRouteOptions } from './contact/contact-route';
import { formAnswer, isFormPost, readFormPost, type FormPost } from './contact/form-post';
import { isPageFilePath, type PageBody, type PageStore } from './page-store';
import { requestLanguage } from './request-language';
import type { ContentSecurityPolicy } from './security/content-security-policy';
import { securityHeaders } from './security/security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** An entity tag without its weakness mark, for the weak comparison RFC 9110 asks of If-None-Match. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag`, or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}

function sendHtml(c: Context, bodies: Record<Language, PageBody>, status: 200 | 404) {
  const language = requestLanguage(c);
  const { encoding, bytes, etag } = bodies[language].encode(c.req.header('accept-encoding') ?? '');
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Content-Language', language);
  c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  // Kept, and checked again on every use: a visitor (or a CDN) revalidates with the ETag and gets a 304 without the
  // page while it has not changed.
  c.header('Cache-Control', 'no-cache');
  c.header('ETag', etag);
  if (status === 200 && matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  if (encoding) c.header('Content-Encoding', encoding);
  // Set here too, as serveStatic does for the files: a HEAD answer has no body to take the length from.
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes, status);
}

/**
 * Paths the route table reads as a category or project page (not a file): an unknown slug there redirects to
 * /not-found (spec section 2).
 */
function isSlugPath(pathname: string): boolean {
  const page = matchPage(pathname);
  return (page?.kind === 'category' || page?.kind === 'project') && !pathname.includes('.');
}

export interface AppOptions {
  clientDir: string;
  pages: PageStore;
  /** Written by the build for the pages it wrote (scripts/pages-policy.ts). */
  policy: ContentSecurityPolicy;
  contact: ContactRouteOptions;
}

/** The production server: prerendered pages in the visitor's language, compressed static assets, the contact API. */
export function createApp({ clientDir, pages, policy, contact }: AppOptions) {
  const app = new Hono();
  const stylesheets = pages.stylesheets();
  // A native form post is answered with a page, even when it fails outside the contact route.
  const failedFormPost = (c: Context, status: 413 | 500, form?: FormPost) =>
    formAnswer(c, status, 'failure', {
      language: form?.language ?? requestLanguage(c),
      stylesheets,
      kept: form?.values,
    });

  app.use('*', securityHeaders(policy));
  // A refused request may leave its body unread on the connection: the answer closes the connection, so that the
  // client sends its next request on a new one instead of losing it on this one.
  app.use('*', async (c, next) => {
    await next();
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding');
    if (hasBody && c.res.status >= 400) c.res.headers.set('Connection', 'close');
  });
  // No route reads more than a contact message; a larger body is refused before it is read.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_CONTACT_BODY_BYTES,
      onError: (c) =>
        isFormPost(c)
          ? failedFormPost(c, 413)
          : apiError(c, 413, 'payload_too_large', `The body exceeds ${MAX_CONTACT_BODY_BYTES} bytes.`),
    }),
  );

  const contactApi = contactRoute(contact, stylesheets);
  // With or without a trailing slash: one route, one rate limit.
  app.route('/api/contact', contactApi);
  app.route('/api/contact/', contactApi);
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such API endpoint.'));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const page = pages.get(c.req.path);
    if (page) return sendHtml(c, page, 200);
    return next();
  });

  // Prerendered files are only reachable through their page path, in the negotiated language.
  app.use('*', async (c, next) => {
    if (isPageFilePath(c.req.path)) return sendHtml(c, pages.notFound(), 404);
    return next();
  });

  app.use(
    '*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : SHORT);
      },
    }),
  );

  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (isSlugPath(c.req.path)) {
      const lng = c.req.query(LANGUAGE_STORAGE.query);
      const target =
        routes.notFound.href() + (lng ? `?${LANGUAGE_STORAGE.query}=${encodeURIComponent(lng)}` : '');
      return c.redirect(target, 302);
    }
    return sendHtml(c, pages.notFound(), 404);
  });

  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    return apiError(c, 405, 'method_not_allowed', 'Method not allowed.');
  });

  // Whatever fails answers without internals; the details go to the log only.
  app.onError(async (error, c) => {
    console.error(`${c.req.method} ${c.req.path}:`, error);
    // The visitor's text is shown again if the body can still be read.
    if (isFormPost(c)) return failedFormPost(c, 500, await readFormPost(c).catch(() => undefined));
    return apiError(c, 500, 'internal_error', 'Something went wrong on the server.');
  });
  return app;
}
