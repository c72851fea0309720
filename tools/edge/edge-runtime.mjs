// The Cloudflare Worker (dist/edge/worker.js) run locally in Cloudflare's own runtime, workerd, through Miniflare:
// `npm run edge:preview` (tools/edge/edge-preview.mjs) and the e2e harness (e2e/edge.harness.ts) both start it here, with
// the bindings that wrangler.jsonc gives the deployed Worker: the built site as static assets, D1 (whose tables the
// Worker makes itself, as the Node server does), the variables, and the Cron Triggers. Plain ESM so that node runs it as it is; the TypeScript
// side reads its types from edge-runtime.d.mts. Nothing here reaches the network.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { projectRoot, readWranglerConfig } from './wrangler-config.mjs';

export { projectRoot, readWranglerConfig };

/** The Worker's e-mail settings: plain variables, but EMAIL_API_KEY, a secret (`wrangler secret put`). */
export const emailVariables = ['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM', 'CONTACT_TO'];

/**
 * Starts the built Worker (`npm run build && npm run build:edge` first) in workerd, as wrangler.jsonc describes it.
 * @param {import('./edge-runtime.d.mts').EdgeRuntimeOptions} [options]
 * @returns {Promise<import('./edge-runtime.d.mts').EdgeRuntime>}
 */
export async function startEdgeRuntime(options = {}) {
  const config = readWranglerConfig();
  const scriptPath = resolve(projectRoot, config.main);
  const assets = config.assets;
  const assetsDirectory = resolve(projectRoot, assets.directory);
  for (const [path, build] of [
    [scriptPath, 'npm run build:edge'],
    [join(assetsDirectory, 'index.html'), 'npm run build'],
  ])
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`${build}\` first.`);

  const [database] = config.d1_databases ?? [];
  if (!database) throw new Error('wrangler.jsonc binds no D1 database.');
  const bindings = { ...config.vars, ...options.bindings };
  const levels = { debug: LogLevel.DEBUG, info: LogLevel.INFO, warn: LogLevel.WARN, none: LogLevel.NONE };

  const mf = new Miniflare({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    log: new Log(levels[options.logLevel ?? 'warn']),
    // Miniflare would download Cloudflare's sample `request.cf` object otherwise.
    cf: false,
    modules: true,
    // The Worker's folder as the root of its module names: workerd refuses a name with ".." (a project outside the
    // working directory).
    modulesRoot: dirname(scriptPath),
    scriptPath,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings,
    assets: {
      directory: assetsDirectory,
      binding: assets.binding,
      routerConfig: {
        has_user_worker: true,
        invoke_user_worker_ahead_of_assets: assets.run_worker_first ?? false,
      },
      assetConfig: {
        compatibility_date: config.compatibility_date,
        compatibility_flags: config.compatibility_flags ?? [],
        html_handling: assets.html_handling,
        not_found_handling: assets.not_found_handling,
      },
    },
    // As wrangler names it locally: `wrangler d1 execute DB --local --persist-to <persistDir>` opens the same file.
    d1Databases: { [database.binding]: database.preview_database_id ?? database.database_id },
    d1Persist: options.persistDir ? join(resolve(options.persistDir), 'v3', 'd1') : false,
  });
  try {
    const url = await mf.ready;
    const db = await mf.getD1Database(database.binding);
    const crons = config.triggers?.crons ?? [];
    return {
      url: url.origin,
      crons,
      async fireCron(cron = crons[0] ?? '* * * * *', scheduledTime = new Date()) {
        const worker = await mf.getWorker();
        const { outcome } = await worker.scheduled({ cron, scheduledTime });
        if (outcome !== 'ok')
          throw new Error(`The Worker's scheduled() ended with "${outcome}" (cron "${cron}").`);
      },
      async d1(sql, ...args) {
        const { results } = await db
          .prepare(sql)
          .bind(...args)
          .all();
        return results;
      },
      stop: () => mf.dispose(),
    };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}
