import { Hono } from 'hono';
import { BASE_PATH } from '../../src/lib/base-path';
import type { ContentSecurityPolicy } from '../security/content-security-policy';
import { securityHeaders } from '../security/security-headers';

/**
 * The app in the site's folder (`/portfolio/` for a site published at `https://user.github.io/portfolio/`): a request in
 * it is answered as the app answers the same path from the root, and a redirect's target is put back in the folder;
 * the folder without its slash redirects to it, anything outside it is a 404. These two answers of its own carry the
 * security headers as the app's do. At the root (`/`), the app itself.
 */
export function inSiteFolder(app: Hono, policy: ContentSecurityPolicy, base = BASE_PATH): Hono {
  if (base === '/') return app;
  const folder = base.slice(0, -1);
  const outer = new Hono();
  const secured = securityHeaders(policy);
  outer.all(folder, secured, (c) => {
    const { search } = new URL(c.req.url);
    return c.redirect(`${base}${search}`, 301);
  });
  // Hono's mount hands the app the request with the folder taken off its path.
  outer.mount(folder, async (request, env, context) => {
    const response = await app.fetch(request, env, context);
    const location = response.headers.get('location');
    if (!location?.startsWith('/') || location.startsWith('//')) return response;
    const moved = new Response(response.body, response);
    moved.headers.set('location', `${folder}${location}`);
    return moved;
  });
  outer.all('*', secured, (c) => c.text('Not found: this site is published under ' + base, 404));
  return outer;
}
