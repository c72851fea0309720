import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { negotiateLanguage } from '../src/i18n/negotiate';
import { LANGUAGE_STORAGE } from '../src/i18n/languages';
import { routes } from '../src/lib/routes';
import type { PageBody, PageStore } from './page-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

function sendHtml(c: Context, bodies: Record<'en' | 'es', PageBody>, status: 200 | 404) {
  const language = negotiateLanguage({
    query: c.req.query(LANGUAGE_STORAGE.query),
    cookieHeader: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  });
  const body = bodies[language];
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Content-Language', language);
  c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  c.header('Cache-Control', 'no-cache');
  if (encoding) c.header('Content-Encoding', encoding);
  const bytes = encoding ? body[encoding] : body.identity;
  return c.body(new Uint8Array(bytes), status);
}

/** Paths that look like a category or project page: an unknown slug there redirects to /not-found (spec section 2). */
function isSlugPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 2 && !segments.some((segment) => segment.includes('.'));
}

/** The production server: prerendered pages in the visitor's language, compressed static assets, 404s. */
export function createApp({ clientDir, pages }: { clientDir: string; pages: PageStore }) {
  const app = new Hono();

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const page = pages.get(c.req.path);
    if (page) return sendHtml(c, page, 200);
    return next();
  });

  // Prerendered files are only reachable through their page path, in the negotiated language.
  app.use('*', async (c, next) => {
    if (/\.html?$/i.test(c.req.path) || c.req.path === '/es' || c.req.path.startsWith('/es/'))
      return sendHtml(c, pages.notFound(), 404);
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

  app.on(['GET', 'HEAD'], '*', (c) => {
    if (isSlugPath(c.req.path)) {
      const lng = c.req.query(LANGUAGE_STORAGE.query);
      const target =
        routes.notFound.href() + (lng ? `?${LANGUAGE_STORAGE.query}=${encodeURIComponent(lng)}` : '');
      return c.redirect(target, 302);
    }
    return sendHtml(c, pages.notFound(), 404);
  });

  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405));
  return app;
}
