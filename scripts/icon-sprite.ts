import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';
import { SPRITE_PATH, spriteFolders, spriteId } from '../src/lib/icon-sprite.ts';

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

/** The sprite: every SVG of the sprite folders under `publicDir`, in a stable order. */
export function buildSprite(publicDir: string): string {
  const symbols = spriteFolders.flatMap((folder) =>
    readdirSync(join(publicDir, folder))
      .filter((name) => name.endsWith('.svg'))
      .toSorted()
      .map((name) => {
        const path = `/${folder}/${name}`;
        const id = spriteId(path);
        if (!id) throw new Error(`public${path}: icon file names may use only letters, digits and hyphens`);
        return toSymbol(
          id,
          compactIcon(readFileSync(join(publicDir, folder, name), 'utf8')),
          `public${path}`,
        );
      }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** Serves the sprite in development and writes it into the client build, rebuilt from the icon files each time. */
export function iconSprite(publicDir = 'public'): Plugin {
  return {
    name: 'icon-sprite',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== SPRITE_PATH) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(buildSprite(publicDir));
      });
    },
    generateBundle() {
      if (this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: SPRITE_PATH.slice(1), source: buildSprite(publicDir) });
    },
  };
}
