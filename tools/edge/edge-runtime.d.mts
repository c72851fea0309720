/** Types of edge-runtime.mjs: the built Cloudflare Worker run locally in workerd through Miniflare. */

export { projectRoot, readWranglerConfig, type WranglerConfig } from './wrangler-config.mjs';

/** EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM, CONTACT_TO. */
export declare const emailVariables: readonly string[];

export interface EdgeRuntimeOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Where D1 keeps its data, as `wrangler --persist-to` would (under v3/d1); default: in memory. */
  persistDir?: string;
  /** The Worker's variables and secrets, over wrangler.jsonc's `vars`. */
  bindings?: Record<string, string>;
  /** Miniflare's own messages (one line per request at 'info'); default 'warn'. */
  logLevel?: 'debug' | 'info' | 'warn' | 'none';
}

export interface EdgeRuntime {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  /** wrangler.jsonc's Cron Triggers. */
  crons: string[];
  /** Runs the Worker's scheduled() once and waits for it (and its waitUntil work); throws if it failed. */
  fireCron(cron?: string, scheduledTime?: Date): Promise<void>;
  /** One statement on the Worker's D1 database: the rows it returned. */
  d1(sql: string, ...args: unknown[]): Promise<unknown[]>;
  stop(): Promise<void>;
}

export declare function startEdgeRuntime(options?: EdgeRuntimeOptions): Promise<EdgeRuntime>;
