import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { CONTENT_DIR } from '../../src/content/paths.ts';

/** The files of the two web fonts (@fontsource-variable), one per script subset: the Latin ones are the site's. */
const webFonts = /(?:^|\/)(?:inter|jetbrains-mono)-[a-z-]+-wght-normal-[\w-]+\.woff2$/;
const latinFonts = /(?:^|\/)(?:inter|jetbrains-mono)-latin-wght-normal-[\w-]+\.woff2$/;
/** The web font the first paint does without: its stand-ins match it exactly (see build/plugins/font-fallbacks.ts). */
const lateFonts = /(?:^|\/)jetbrains-mono-latin-wght-normal-[\w-]+\.woff2$/;

/** A web font that the app adds after the first paint (build/inline/app-loader.ts), and a page without scripts in `<noscript>`. */
export interface LateFont {
  family: string;
  href: string;
  weight: string;
  unicodeRange: string;
}

/** Where the build notes its late fonts for the prerender (beside Vite's manifest, not served). */
export const LATE_FONTS_FILE = '.vite/late-fonts.json';

/** The late font an `@font-face` rule of the built style sheet describes, served from `href`. */
export function lateFont(rule: string, href: string): LateFont {
  const descriptor = (name: string) => {
    const value = new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1]?.trim();
    if (!value) throw new Error(`the @font-face rule of ${href} has no ${name}`);
    return value;
  };
  return {
    family: descriptor('font-family').replace(/^(["'])(.*)\1$/, '$2'),
    href,
    weight: descriptor('font-weight'),
    unicodeRange: descriptor('unicode-range'),
  };
}
/**
 * The OpenType features a browser applies to Latin text unless the styles ask for others (they ask for none): the
 * rest (stylistic sets, character variants, tabular and fractional figures…) is never drawn here.
 */
const browserDefaultFeatures = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rvrn',
];
/** The weights the styles use (font-normal to font-extrabold): the rest of the variable axis goes. */
const fontWeights = { min: 400, max: 800 };

const characterRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const printableAscii = characterRange(0x20, 0x7e);
/** Characters the browser itself sets in the text's font: list bullets and the ellipsis of clamped lines. */
const browserCharacters = ['\u2022', '\u2026'];
/** Every source file whose characters a page can set: translations, content and components (not their tests). */
function sourceFiles(root: string): string[] {
  return ['src', CONTENT_DIR].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:json|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(root, folder, name)),
  );
}

/**
 * The characters of the font file, which every page preloads: printable ASCII, list bullets, and every
 * character written in the site's sources (the texts in both languages, the content, the components), in both cases.
 */
export function siteCharacters(root = '.'): string {
  const characters = new Set([...printableAscii, ...browserCharacters]);
  for (const file of sourceFiles(root))
    for (const character of readFileSync(file, 'utf8'))
      // Both cases: `text-transform` turns the texts' 'í' into 'Í'.
      if ((character.codePointAt(0) ?? 0) > 0x7f)
        for (const form of [character, character.toUpperCase(), character.toLowerCase()])
          if ([...form].length === 1) characters.add(form);
  return [...characters].toSorted().join('');
}

const hex = (point: number) => point.toString(16).toUpperCase();

/** A CSS `unicode-range` value covering exactly the given characters. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].toSorted(
    (a, b) => a - b,
  );
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/**
 * The @font-face rule of `rule`'s family for the site's file: its name in the build, the characters it holds, and
 * `font-display: optional`. The font is preloaded, so the browser holds the first paint for it (up to 100 ms) and lays
 * the page out once, in the web font; a font that comes later is not swapped in, and the metric-matched fallback
 * stays for that page (see docs/decisions.md).
 */
export function siteRule(rule: string, fileName: string, characters: string, base = '/'): string {
  return rule
    .replace(/url\([^)]*\)/, `url(${base}${fileName})`)
    .replace(/unicode-range:[^;}]*/, `unicode-range:${unicodeRange(characters)}`)
    .replace(/font-display:[^;}]*/, 'font-display:optional');
}

/**
 * Gives each web font of the client build one file: its Latin file cut down to the site's characters (printable
 * ASCII and every character of the sources, in both cases), the weights the styles use and only the glyphs those
 * characters map to (no stylistic alternates or ligature glyphs), named after its content so that year-long caching
 * stays safe. The other script subsets' files and @font-face rules go: an English and Spanish site sets none of
 * their characters, and every extra face of a family made the browser's first layout look fonts up some hundred
 * more times (see docs/decisions.md). A character the visitor types that the file lacks comes from the fallback.
 */
export function fontSubset(root = '.'): Plugin {
  return {
    name: 'font-subset',
    // The style sheet is named after its content before this plugin rewrites its @font-face rules: a custom property
    // that changes with the subset's inputs (the characters and this file) gives it a new name whenever they change.
    transform(code, id) {
      if (!id.endsWith('/src/styles/app.css')) return;
      const key = createHash('sha256')
        .update(siteCharacters(root))
        .update(readFileSync(import.meta.filename))
        .digest('base64url')
        .slice(0, 8);
      return `${code}\n:root{--font-subset:'${key}'}\n`;
    },
    async generateBundle(_, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      // Vite writes the fonts' URLs in the site's folder (its `base`: `/`, or `/portfolio/`).
      const { base } = this.environment.config;
      const fontUrl = new RegExp(
        `@font-face\\{[^}]*url\\(${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([^)]+)\\)[^}]*\\}`,
        'g',
      );
      const characters = siteCharacters(root);
      /** The site's file of each web font, by the name of the Latin file it replaces. */
      const subsets = new Map<string, string>();
      const dropped = new Set<string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !webFonts.test(asset.fileName)) continue;
        delete bundle[asset.fileName];
        if (!latinFonts.test(asset.fileName)) {
          dropped.add(asset.fileName);
          continue;
        }
        const source = await subsetFont(Buffer.from(asset.source), characters, {
          targetFormat: 'woff2',
          variationAxes: { wght: fontWeights },
          noLayoutClosure: true,
          keepFeatures: browserDefaultFeatures,
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = asset.fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
        this.emitFile({ type: 'asset', fileName, source });
        subsets.set(asset.fileName, fileName);
      }
      if (subsets.size !== 2)
        throw new Error(`expected the two Latin web fonts in the build, found ${subsets.size}`);
      const rewritten = new Set<string>();
      const late: LateFont[] = [];
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        asset.source = String(asset.source).replace(fontUrl, (rule, url: string) => {
          const subset = subsets.get(url);
          if (!subset) return dropped.has(url) ? '' : rule;
          rewritten.add(url);
          const siteFace = siteRule(rule, subset, characters, base);
          if (!lateFonts.test(url)) return siteFace;
          // Not in the style sheet: a face it declares is fetched by the first layout that sets its family.
          late.push(lateFont(siteFace, `${base}${subset}`));
          return '';
        });
      }
      this.emitFile({ type: 'asset', fileName: LATE_FONTS_FILE, source: `${JSON.stringify(late)}\n` });
      for (const from of subsets.keys())
        if (!rewritten.has(from)) throw new Error(`no @font-face rule in the built styles serves ${from}`);
    },
  };
}
