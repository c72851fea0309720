/** Types of wrangler-config.mjs: wrangler.jsonc read from Node. */

export declare const projectRoot: string;
export declare function stripJsonComments(text: string): string;
/** wrangler.jsonc as an object (only the fields used here are typed). */
export declare function readWranglerConfig(file?: string): WranglerConfig;

export interface WranglerConfig {
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  assets: {
    directory: string;
    binding: string;
    run_worker_first?: boolean;
    html_handling?: 'auto-trailing-slash' | 'force-trailing-slash' | 'drop-trailing-slash' | 'none';
    not_found_handling?: 'single-page-application' | '404-page' | 'none';
  };
  d1_databases?: {
    binding: string;
    database_name: string;
    database_id: string;
    preview_database_id?: string;
  }[];
  triggers?: { crons?: string[] };
  vars?: Record<string, string>;
  [field: string]: unknown;
}
