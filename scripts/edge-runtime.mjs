// The Cloudflare Worker (dist/edge/worker.js) run locally in Cloudflare's own runtime, workerd, through Miniflare:
// `npm run edge:preview` (scripts/edge-preview.mjs) and the e2e harness (e2e/edge.harness.ts) both start it here, with
// the bindings that wrangler.jsonc gives the deployed Worker: the built site as static assets, D1 with the
// migrations applied, the variables, and the Cron Triggers. Plain ESM so that node runs it as it is; the TypeScript
// side reads its types from edge-runtime.d.mts. Nothing here reaches the network.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { projectRoot, readWranglerConfig } from './wrangler-config.mjs';

export { projectRoot, readWranglerConfig };

/** The Worker's e-mail settings: plain variables, but EMAIL_API_KEY, a secret (`wrangler secret put`). */
export const emailVariables = ['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM', 'CONTACT_TO'];

/**
 * Applies the D1 migrations (`*.sql` in name order) that the database has not had yet, and records them in the
 * table that wrangler uses for the same (`d1_migrations`), so that `wrangler d1 migrations list --local` agrees.
 * Each file runs in one batch with its record: all of it or nothing.
 * @returns the names of the files applied
 */
export async function applyMigrations(db, directory, table = 'd1_migrations') {
  if (!existsSync(directory)) return [];
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, ` +
        'applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  const { results } = await db.prepare(`SELECT name FROM ${table}`).all();
  const done = new Set(results.map((row) => row.name));
  const applied = [];
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .toSorted()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(directory, name), 'utf8');
    await db.batch([db.prepare(sql), db.prepare(`INSERT INTO ${table} (name) VALUES (?)`).bind(name)]);
    applied.push(name);
  }
  return applied;
}

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
    const migrations = await applyMigrations(
      db,
      resolve(projectRoot, database.migrations_dir ?? 'migrations'),
      database.migrations_table,
    );
    const crons = config.triggers?.crons ?? [];
    return {
      url: url.origin,
      crons,
      migrations,
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
