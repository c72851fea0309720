import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { inSiteFolder } from './site-folder';

const policy = contentSecurityPolicy({
  hashes: { scripts: [], styles: [], styleAttributes: [] },
  origins: { media: [], frames: [], images: [] },
});

/** An app that answers with the path it saw, and redirects `/es` to `/es/`. */
function app() {
  const inner = new Hono();
  inner.get('/es', (c) => c.redirect('/es/?a=1', 301));
  inner.get('*', (c) => c.text(`page ${c.req.path}`));
  return inner;
}

const get = (served: Hono, path: string) => served.request(`http://site.example${path}`);

describe('the app in the site folder', () => {
  const served = inSiteFolder(app(), policy, '/portfolio/');

  it('answers a path in the folder as the app answers it from the root', async () => {
    expect(await (await get(served, '/portfolio/')).text()).toBe('page /');
    expect(await (await get(served, '/portfolio/es/proyectos')).text()).toBe('page /es/proyectos');
  });

  it("puts the app's redirects back in the folder, and sends the folder without its slash to it", async () => {
    const moved = await get(served, '/portfolio/es');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/portfolio/es/?a=1']);
    const folder = await get(served, '/portfolio?x=1');
    expect([folder.status, folder.headers.get('location')]).toEqual([301, '/portfolio/?x=1']);
  });

  it('answers 404 outside the folder', async () => {
    for (const path of ['/', '/es/', '/portfolioX/', '/assets/app.js'])
      expect((await get(served, path)).status, path).toBe(404);
  });

  it('sends the security headers with its own answers, outside the folder and at the folder without its slash', async () => {
    for (const path of ['/', '/portfolio']) {
      const { headers } = await get(served, path);
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('is the app itself at the root', () => {
    const root = app();
    expect(inSiteFolder(root, policy, '/')).toBe(root);
  });
});
