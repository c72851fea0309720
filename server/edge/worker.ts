// Platform spike for the Cloudflare Workers target (to be replaced by the application): one Worker that runs first
// for every request, answers /api/edge-ping from D1 and hands everything else to the static assets (dist/client);
// its Cron Trigger records each run in D1. Built by `npm run build:edge` (vite.edge.config.ts) into
// dist/edge/worker.js, served locally by `npm run edge:preview` and e2e/edge.harness.ts, deployed by wrangler.jsonc.

/** The Worker's bindings (wrangler.jsonc; locally scripts/edge-runtime.mjs). */
export interface Env {
  /** Workers static assets: the built site, dist/client. */
  ASSETS: Fetcher;
  /** The D1 database; its tables come from server/edge/migrations. */
  DB: D1Database;
  /** The e-mail API that the outbox sends through (plain variables; the key is a secret). */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  /** The sender, e.g. "Portfolio <portfolio@example.com>". */
  EMAIL_FROM?: string;
  /** Who receives the contact messages. */
  CONTACT_TO?: string;
}

const emailSettings = ['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM', 'CONTACT_TO'] as const;

/**
 * With `html_handling: "none"` the assets answer exact file paths only (/es/proyectos/index.html, not /es/proyectos
 * nor /es/proyectos/): a page's URL is its folder's index.html, a path with an extension a file.
 */
function assetUrl(url: URL) {
  const { pathname } = url;
  if (pathname.endsWith('/')) return new URL(`${pathname}index.html`, url);
  return /\.[^/]*$/.test(pathname) ? url : new URL(`${pathname}/index.html`, url);
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === '/api/edge-ping') {
      const row = await env.DB.prepare('SELECT 1 AS one').first<{ one: number }>();
      // Which e-mail settings reached the Worker: their names, never their values.
      const configured = emailSettings.filter((name) => env[name]);
      return Response.json(
        { ok: row?.one === 1, one: row?.one ?? null, configured },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }
    return env.ASSETS.fetch(new Request(assetUrl(url), request));
  },

  async scheduled(controller, env) {
    await env.DB.prepare('INSERT INTO cron_runs (cron, scheduled_time) VALUES (?, ?)')
      .bind(controller.cron, controller.scheduledTime)
      .run();
  },
} satisfies ExportedHandler<Env>;
