// wrangler.jsonc read from Node: by the Worker's build (vite.edge.config.ts) and by its local runtime
// (edge-runtime.mjs). Plain ESM so that node runs it as it is; types in wrangler-config.d.mts.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** The index just past the JSON string that starts at `start` (a quote). */
function afterString(text, start) {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** JSON with comments and trailing commas, as wrangler.jsonc is written, to plain JSON. */
export function stripJsonComments(text) {
  let plain = '';
  for (let i = 0; i < text.length;) {
    if (text[i] === '"') {
      const end = afterString(text, i);
      plain += text.slice(i, end);
      i = end;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else plain += text[i++];
  }
  let json = '';
  for (let i = 0; i < plain.length;) {
    if (plain[i] === '"') {
      const end = afterString(plain, i);
      json += plain.slice(i, end);
      i = end;
    } else if (plain[i] === ',' && /^\s*[}\]]/.test(plain.slice(i + 1))) i++;
    else json += plain[i++];
  }
  return json;
}

/** wrangler.jsonc (or another file), the one description of the Worker for deploying and for running it here. */
export function readWranglerConfig(file = join(projectRoot, 'wrangler.jsonc')) {
  return JSON.parse(stripJsonComments(readFileSync(file, 'utf8')));
}
