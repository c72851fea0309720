import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdgeRuntime } from '../tools/edge/edge-runtime.mjs';

export interface EdgeOptions {
  /**
   * The Worker's variables and secrets (EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM, CONTACT_TO…), over wrangler.jsonc's
   * `vars`. Nothing comes from the shell or .env.
   */
  env?: Record<string, string>;
  /**
   * Where D1 keeps its data; the same directory in two starts is the same database. Default: a fresh temporary
   * directory, removed by stop(). A given directory is left in place.
   */
  persistDir?: string;
}

export interface RunningEdge {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** Runs the Worker's scheduled() for wrangler.jsonc's first cron and waits for it; throws if it failed. */
  fireCron(): Promise<void>;
  /** One statement on the Worker's D1 database (DB): the rows it returned. */
  d1(sql: string, ...args: unknown[]): Promise<unknown[]>;
  stop(): Promise<void>;
}

/**
 * The built Worker (`npm run build && npm run build:edge` first) in workerd, as wrangler.jsonc describes it: the site
 * from dist/client as its static assets, and D1, on a free port of 127.0.0.1.
 */
export async function startEdge(options: EdgeOptions = {}): Promise<RunningEdge> {
  const temporary = options.persistDir ? undefined : mkdtempSync(join(tmpdir(), 'edge-d1-'));
  const persistDir = options.persistDir ?? temporary;
  const runtime = await startEdgeRuntime({ bindings: options.env ?? {}, persistDir }).catch(
    (error: unknown) => {
      if (temporary) rmSync(temporary, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    url: runtime.url,
    fireCron: () => runtime.fireCron(),
    d1: (sql, ...args) => runtime.d1(sql, ...args),
    async stop() {
      await runtime.stop();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    },
  };
}
