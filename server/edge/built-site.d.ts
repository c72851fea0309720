// What the build wrote, bundled into the Worker by its build (vite.edge.config.ts): the page map
// (dist/server/pages.json), the published files' table (dist/server/files.json), the Content-Security-Policy (dist/server/content-security-policy.json) and the stylesheets
// the pages link.
declare module 'virtual:built-site' {
  import type { PageMap } from '../core/page-urls';
  import type { FileTable } from '../core/file-table';
  import type { ContentSecurityPolicy } from '../security/content-security-policy';

  export const pages: PageMap;
  export const files: FileTable;
  export const policy: ContentSecurityPolicy;
  export const stylesheets: string[];
}
