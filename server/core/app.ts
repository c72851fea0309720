import { Hono, type Context, type ExecutionContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE_MAX_AGE } from '../../src/i18n/language-choice';
import { fallbackLanguage, LANGUAGE_STORAGE, toLanguage, type Language } from '../../src/i18n/languages';
import { negotiateLanguage } from './negotiate';
import { localizedPath, sameOriginPath, splitLanguagePath } from '../../src/lib/language-path';
import { pageInLanguage } from '../../src/content/page-in-language';
import { matchPage, pathInLanguage } from '../../src/lib/page-match';
import { routesIn, type Route } from '../../src/lib/routes';
import { BASE_PATH } from '../../src/lib/base-path';
import { apiError } from '../contact/api-error';
import {
  contactRoute,
  contactUnavailable,
  MAX_CONTACT_BODY_BYTES,
  type ContactRouteOptions,
} from '../contact/contact-route';
import { formAnswer, isFormPost, readFormPost, type FormPost } from '../contact/form-post';
import { isPageFilePath, NOT_FOUND_KEY } from './page-urls';
import { requestLanguage } from './request-language';
import type { ContentSecurityPolicy } from '../security/content-security-policy';
import { securityHeaders, siteSecurity } from '../security/security-headers';
import { inSiteFolder } from './site-folder';
import type { PublishedFile } from './file-table';

/** How a platform serves the built site: its pages by URL, and its other files (server/node/node-site.ts, server/edge/). */
export interface BuiltSite {
  /** The page a URL path names, in the URL's language, if there is one (`findPage` in page-urls.ts). */
  findPage(pathname: string): { key: string; language: Language } | undefined;
  /**
   * Answers with a page (`NOT_FOUND_KEY`: the not-found page) in a language, with `status`, its headers set by
   * `pageHeaders` and the security headers (`securedPage`), and a 304 for a 200 whose validator still matches.
   */
  sendPage(c: Context, key: string, language: Language, status: 200 | 404): Response | Promise<Response>;
  /** The published file at a path in the site (an asset, a picture, the sitemap), if any (server/core/file-table.ts). */
  findFile(path: string): PublishedFile | undefined;
  /** Answers a GET or HEAD with a published file (`answerFile` in file-answer.ts). */
  sendFile(c: Context, path: string, file: PublishedFile): Response | Promise<Response>;
  /** The site's stylesheets, for the pages that answer a native form post. */
  stylesheets: readonly string[];
}

/**
 * The request's page in `language` (at `path`, as the router names it, if given; else the same page by its route and
 * parameters, in that language's URL words), with its query but `lng`: from the URL as sent (percent-encoded), through
 * `sameOriginPath`, so that no request can name another origin or a header.
 */
function languageUrl(c: Context, language: Language, path?: string): string {
  const url = new URL(c.req.url);
  url.searchParams.delete(LANGUAGE_STORAGE.query);
  const search = url.searchParams.toString();
  const from = splitLanguagePath(url.pathname);
  const target = localizedPath(path ?? pageInLanguage(from.path, from.language, language), language);
  return `${sameOriginPath(target)}${search ? `?${search}` : ''}`;
}

/**
 * Where a request for a page at `pathname` should go instead, if anywhere (spec section 9's order, for what a request
 * carries): `?lng=` names a language, on any page (old links keep working; the choice is stored, else an older
 * cookie would send the visitor back); or, at an unprefixed (English) URL, the `i18next` cookie or Accept-Language
 * names another. Only this answer depends on the cookie and Accept-Language, and says so; a browser keeps no copy.
 * The fragment stays: browsers carry it over a redirect.
 */
function languageRedirect(
  c: Context,
  pathname: string,
  base: string,
  site: Pick<BuiltSite, 'findPage'>,
): Response | undefined {
  const { language } = splitLanguagePath(pathname);
  const asked = toLanguage(c.req.query(LANGUAGE_STORAGE.query));
  if (asked) {
    setCookie(c, LANGUAGE_STORAGE.cookie, asked, {
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      path: base,
      sameSite: 'Lax',
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(languageUrl(c, asked), 302);
  }
  if (language !== fallbackLanguage) return undefined;
  const preferred = negotiateLanguage({
    query: undefined,
    cookieHeader: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  });
  if (preferred === fallbackLanguage) return undefined;
  // A page not written in that language (a post in some only) stays in its own.
  const { path } = splitLanguagePath(pathname);
  const there = localizedPath(pathInLanguage(path, language, preferred), preferred);
  if (site.findPage(pathname) && !site.findPage(there)) return undefined;
  // From Accept-Language alone, a guess: the page's first script lets a choice in the browser's storage win over it.
  const chosen = negotiateLanguage({
    query: undefined,
    cookieHeader: c.req.header('cookie'),
    acceptLanguage: undefined,
  });
  if (chosen !== preferred)
    setCookie(c, LANGUAGE_STORAGE.guessCookie, preferred, { maxAge: 60, path: base, sameSite: 'Lax' });
  c.header('Vary', 'Cookie, Accept-Language');
  c.header('Cache-Control', 'no-store');
  return c.redirect(languageUrl(c, preferred), 302);
}

/**
 * Paths (as `language`'s router names them) a pattern of its route table reads (a category or project page), not a
 * file: an unknown slug there redirects to the not-found page in the URL's language (spec section 2).
 */
function isSlugPath(pathname: string, language: Language): boolean {
  const page = matchPage(pathname, language);
  const route: Route | undefined = page && routesIn(language)[page.kind];
  return !!route && route.path.includes(':') && !pathname.includes('.');
}

/** The execution context the platform gave the request, if any: the Worker's (Node gives none; Hono's getter throws). */
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Whether a request says it carries a body (RFC 9112: a Content-Length above 0, or a Transfer-Encoding). */
const hasBody = (c: Context) =>
  Number(c.req.header('content-length') ?? 0) > 0 || Boolean(c.req.header('transfer-encoding'));
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The longest URL answered: a site's URLs are short, and both platforms refuse a longer one alike (414). Node's own
 * parser refuses a request line and headers past 16 KB first (431), before the app sees it (docs/deploy.md).
 */
export const MAX_URL_LENGTH = 8 * 1024;

export interface AppOptions {
  site: BuiltSite;
  /** Written by the build for the pages it wrote (build/pages-policy.ts). */
  policy: ContentSecurityPolicy;
  /** The contact API's settings; none when they are wrong: the pages stay up, the API says it is not set up. */
  contact: ContactRouteOptions | undefined;
  /** The site's folder (`/`, `/portfolio/`): the build's unless a test gives another (site-folder.ts). */
  base?: string;
}

/**
 * Nothing at a URL in `language` (`path` as the router names it): an unknown slug goes to the not-found page, anything
 * else gets it with its 404.
 */
function notFound(c: Context, site: BuiltSite, language: Language, path: string) {
  if (isSlugPath(path, language))
    return c.redirect(localizedPath(routesIn(language).notFound.href(), language), 302);
  return site.sendPage(c, NOT_FOUND_KEY, language, 404);
}

/**
 * The production server: prerendered pages at their language's URL (English at `/…`, Spanish at `/es/…`), the files
 * the build publishes (file-answer.ts), the contact API; in the site's folder, if it has one (site-folder.ts).
 */
export function createApp({ site, policy, contact, base = BASE_PATH }: AppOptions) {
  const app = new Hono();
  const { stylesheets } = site;
  // A native form post is answered with a page, even when it fails outside the contact route.
  const failedFormPost = (c: Context, status: 413 | 500, form?: FormPost) =>
    formAnswer(c, status, 'failure', {
      language: form?.language ?? requestLanguage(c),
      stylesheets,
      kept: form?.values,
    });

  app.use('*', securityHeaders(policy));
  app.use('*', async (c, next) => {
    if (c.req.url.length <= MAX_URL_LENGTH) return next();
    return apiError(c, 414, 'uri_too_long', `The URL is longer than ${MAX_URL_LENGTH} characters.`);
  });
  // A refused request may leave its body unread on the connection: the answer closes the connection, so that the
  // client sends its next request on a new one instead of losing it on this one.
  app.use('*', async (c, next) => {
    await next();
    if (hasBody(c) && c.res.status >= 400) c.res.headers.set('Connection', 'close');
  });
  // No route reads more than a contact message; a larger body is refused before it is read.
  const limit = bodyLimit({
    maxSize: MAX_CONTACT_BODY_BYTES,
    onError: (c) =>
      isFormPost(c)
        ? failedFormPost(c, 413)
        : apiError(c, 413, 'payload_too_large', `The body exceeds ${MAX_CONTACT_BODY_BYTES} bytes.`),
  });
  // A GET without a body is not looked at: asking for its body makes the Node adapter build a Web Request, with an
  // abort signal, that nothing else needs (a seventh of the time of a GET /, docs/decisions.md).
  app.use('*', (c, next) => (hasBody(c) || !isRead(c.req.method) ? limit(c, next) : next()));

  const contactApi = contact ? contactRoute(contact, stylesheets) : contactUnavailable(stylesheets);
  // With or without a trailing slash: one route, one rate limit.
  app.route('/api/contact', contactApi);
  app.route('/api/contact/', contactApi);
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such API endpoint.'));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const pathname = c.req.path;
    const page = site.findPage(pathname);
    const { language } = splitLanguagePath(pathname);
    // Files are served at their own paths; only pages and what is not found anywhere move to another language.
    if (page)
      return languageRedirect(c, pathname, base, site) ?? site.sendPage(c, page.key, page.language, 200);
    // A language's home is its folder: `/es` is `/es/`, for good.
    if (language !== fallbackLanguage && pathname === `/${language}`)
      return languageRedirect(c, pathname, base, site) ?? c.redirect(languageUrl(c, language, '/'), 301);
    // Prerendered files are served only at their page's URL; a language's folder holds only its pages and the files
    // the build writes per language (its résumé as JSON Resume).
    if (isPageFilePath(pathname)) return site.sendPage(c, NOT_FOUND_KEY, language, 404);
    return next();
  });

  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const file = site.findFile(c.req.path);
    return file ? site.sendFile(c, c.req.path, file) : next();
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const { language, path } = splitLanguagePath(c.req.path);
    return languageRedirect(c, c.req.path, base, site) ?? notFound(c, site, language, path);
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

  // A page or a file asked for as a browser does (GET or HEAD, no body, a page not to be moved to another language) is
  // answered in front of the chain above: each of its steps is one of Hono's async steps, which makes the answer a
  // promise, the Node adapter's slower way (docs/decisions.md, "The Node server"). They need none of them: `sendPage`
  // and `sendFile` add the security headers. Everything else goes through the whole app, the API first, as it is
  // routed there before the pages (a route added before the pages must be left out here too).
  const security = siteSecurity(policy);
  const whole = (c: Context) => app.fetch(c.req.raw, c.env, executionContextOf(c));
  const lane = new Hono();
  lane.all('*', (c) => {
    const pathname = c.req.path;
    if (
      !isRead(c.req.method) ||
      hasBody(c) ||
      pathname.startsWith('/api') ||
      c.req.url.length > MAX_URL_LENGTH
    )
      return whole(c);
    const page = site.findPage(pathname);
    if (page) {
      if (languageRedirect(c, pathname, base, site)) return whole(c);
      c.set('siteSecurity', security);
      return site.sendPage(c, page.key, page.language, 200);
    }
    // A file is answered at its path whatever the request's language hints, as the whole app answers it.
    const file = site.findFile(pathname);
    if (!file) return whole(c);
    c.set('siteSecurity', security);
    return site.sendFile(c, pathname, file);
  });
  // The whole app answers it again, with its own error handling.
  lane.onError((_error, c) => whole(c));
  return inSiteFolder(lane, policy, base);
}
