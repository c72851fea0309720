import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';
import {
  DEFERRED_ICONS_ID,
  SPRITE_PATH,
  inlineIconFolders,
  spriteFolders,
  spriteId,
} from '../../src/lib/icon-sprite.ts';
import { PUBLIC_DIR } from '../../src/content/paths.ts';

/** Presentation attributes of an icon's root that its symbol keeps: colours and strokes. Size and role go. */
const keptAttributes = new Set([
  'viewBox',
  'fill',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]);

/**
 * One icon file as a `<symbol>`. Icons share one document, so anything that names or styles by id or class
 * (ids, `<style>`, links) would leak between them: such a file fails the build, named, rather than drawing wrongly.
 */
export function toSymbol(id: string, svg: string, file: string): string {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!root) throw new Error(`${file}: not an SVG file (no <svg> root)`);
  const [, attributes = '', content = ''] = root;
  const kept = [...attributes.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].filter(([, name]) =>
    keptAttributes.has(name ?? ''),
  );
  if (!kept.some(([, name]) => name === 'viewBox'))
    throw new Error(`${file}: the <svg> root needs a viewBox`);
  const body = content.replace(/<title>[\s\S]*?<\/title>/g, '').trim();
  const unsafe = /\sid\s*=|\sclass\s*=|<style|<script|href\s*=|url\(/i.exec(body);
  if (unsafe) throw new Error(`${file}: '${unsafe[0].trim()}' cannot go into the shared icon sprite`);
  return `<symbol id="${id}" ${kept.map(([, name, value]) => `${name}="${value}"`).join(' ')}>${body}</symbol>`;
}

/**
 * An icon file without what drawing it at 14-20 px does not need: editor metadata, redundant groups and coordinates
 * finer than about 1/250 of the icon (a tenth of a unit in a 24-unit viewBox: under a tenth of a CSS pixel here).
 * The site's icons lose about 60% of their bytes.
 */
export function compactIcon(svg: string): string {
  const [, , , width = 0, height = 0] =
    /viewBox\s*=\s*"([^"]*)"/
      .exec(svg)?.[1]
      ?.split(/[\s,]+/)
      .map(Number) ?? [];
  const size = Math.max(width, height);
  const floatPrecision = size > 0 ? Math.max(0, Math.floor(-Math.log10(size / 250))) : 3;
  return optimize(svg, { multipass: true, floatPrecision }).data;
}

/** The symbols of every SVG of `folders` under `publicDir`, in a stable order. */
function symbolsOf(publicDir: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(publicDir, folder))
      .filter((name) => name.endsWith('.svg'))
      .toSorted()
      .map((name) => {
        const path = `/${folder}/${name}`;
        const id = spriteId(path);
        if (!id)
          throw new Error(`content/public${path}: icon file names may use only letters, digits and hyphens`);
        return toSymbol(
          id,
          compactIcon(readFileSync(join(publicDir, folder, name), 'utf8')),
          `content/public${path}`,
        );
      }),
  );
}

const hiddenSvg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" class="icon-definitions">${content}</svg>`;

/** The sprite file: every SVG of the sprite folders under `publicDir`. */
export function buildSprite(publicDir: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbolsOf(publicDir, spriteFolders).join('')}</svg>\n`;
}

/**
 * A symbol of the page pointing to the sprite file's symbol of the same id, with its viewBox: the page's `<use>`
 * draws it, and the sprite is fetched only once the symbol is in the document.
 */
export function spriteReference(symbol: string, base = '/'): string {
  const id = /^<symbol id="([^"]+)"/.exec(symbol)?.[1];
  const viewBox = /\sviewBox="([^"]+)"/.exec(symbol)?.[1];
  if (!id || !viewBox) throw new Error(`not a sprite symbol: ${symbol.slice(0, 60)}`);
  return `<symbol id="${id}" viewBox="${viewBox}"><use href="${base}${SPRITE_PATH.slice(1)}#${id}"/></symbol>`;
}

/**
 * What the page template gets at the start of its body: the inline icons' symbols, and a `<noscript>` with the
 * symbols pointing into the sprite, which the app loader adds after the first paint (a page without scripts shows
 * them as they are). In development, where there is no loader, every symbol is in the page.
 */
export function iconDefinitions(publicDir: string, deferred: boolean, base = '/'): string {
  const inline = symbolsOf(publicDir, inlineIconFolders).join('');
  const sprite = symbolsOf(publicDir, spriteFolders);
  if (!deferred) return hiddenSvg(inline + sprite.join(''));
  return (
    hiddenSvg(inline) +
    `<noscript id="${DEFERRED_ICONS_ID}">${hiddenSvg(sprite.map((symbol) => spriteReference(symbol, base)).join(''))}</noscript>`
  );
}

/**
 * Serves the sprite in development and writes it into the client build, rebuilt from the icon files each time, and
 * puts the icons' symbols into the page template.
 */
export function iconSprite(publicDir = PUBLIC_DIR): Plugin {
  let base = '/';
  return {
    name: 'icon-sprite',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== SPRITE_PATH) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(buildSprite(publicDir));
      });
    },
    transformIndexHtml(html, context) {
      const body = /<body[^>]*>/.exec(html);
      if (!body) throw new Error('index.html: no <body> to put the icons into');
      // In the site's folder (Vite's `base`), where the build writes the sprite.
      const definitions = iconDefinitions(publicDir, !context.server, base);
      return html.replace(body[0], `${body[0]}\n    ${definitions}`);
    },
    generateBundle() {
      if (this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: SPRITE_PATH.slice(1), source: buildSprite(publicDir) });
    },
  };
}
