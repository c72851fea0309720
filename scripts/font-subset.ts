import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The Latin files of the two web fonts (@fontsource-variable), the only ones the site's texts need. */
const latinFonts = /(?:^|\/)(?:inter|jetbrains-mono)-latin-wght-normal-[\w-]+\.woff2$/;
/** The weights the styles use (font-normal to font-extrabold): the rest of the variable axis goes. */
const fontWeights = { min: 400, max: 800 };

const characterRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const printableAscii = characterRange(0x20, 0x7e);
/** Characters the browser itself sets in the text's font: list bullets and the ellipsis of clamped lines. */
const browserCharacters = ['\u2022', '\u2026'];
/**
 * Characters an owner is likely to type beyond what the texts hold today: Latin-1 (every Western European letter),
 * typographic punctuation, the euro and arrows. They go in a second file, which a page fetches only if it sets one.
 */
const likelyCharacters = [
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
].flatMap(([from = 0, to = 0]) => characterRange(from, to));

/** Every source file whose characters a page can set: translations, content and components (not their tests). */
function sourceFiles(root: string): string[] {
  const src = join(root, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:json|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(src, name));
}

/**
 * The characters of the first font file, which every page preloads: printable ASCII, list bullets, and every
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

/** The characters of the second font file: the likely ones the site's sources do not use yet. */
export function spareCharacters(site: string): string {
  return likelyCharacters.filter((character) => !site.includes(character)).join('');
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

/** One file of a split web font: the characters it holds and its name in the build. */
interface FontFile {
  characters: string;
  fileName: string;
}

/**
 * The @font-face rule of `rule`'s family for one part: its file and its characters. The weight descriptor stays the
 * family's: the browser picks one weight range per family before it looks at characters, so every face of the family
 * must declare the same one (the file clamps weights outside 400-800).
 */
function partRule(rule: string, { fileName, characters }: FontFile): string {
  return rule
    .replace(/url\([^)]*\)/, `url(/${fileName})`)
    .replace(/unicode-range:[^;}]*/, `unicode-range:${unicodeRange(characters)}`);
}

/**
 * Splits each Latin web font of the client build in two: the site's own characters (a third of the original bytes,
 * preloaded by every page) and the rest of Latin-1 and common punctuation (fetched only by a page that sets one of
 * them). Each keeps the weights the styles use and only the glyphs its characters map to (no stylistic alternates
 * or ligature glyphs), and is named after its content so that year-long caching stays safe.
 */
export function fontSubset(root = '.'): Plugin {
  return {
    name: 'font-subset',
    // The style sheet is named after its content before this plugin rewrites its @font-face rules: a custom property
    // that changes with the subsets' inputs (the characters and this file) gives it a new name whenever they change.
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
      const site = siteCharacters(root);
      // Each part's file name adds its suffix after the family's `-latin`.
      const parts = [
        { characters: site, suffix: '' },
        { characters: spareCharacters(site), suffix: '-extra' },
      ];
      /** The files each Latin font of the build is split into, by its original name. */
      const splits = new Map<string, FontFile[]>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !latinFonts.test(asset.fileName)) continue;
        const files: FontFile[] = [];
        for (const { characters, suffix } of parts) {
          const source = await subsetFont(Buffer.from(asset.source), characters, {
            targetFormat: 'woff2',
            variationAxes: { wght: fontWeights },
            noLayoutClosure: true,
          });
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = asset.fileName
            .replace('-latin-', `-latin${suffix}-`)
            .replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
          this.emitFile({ type: 'asset', fileName, source });
          files.push({ characters, fileName });
        }
        delete bundle[asset.fileName];
        splits.set(asset.fileName, files);
      }
      if (splits.size !== 2)
        throw new Error(`expected the two Latin web fonts in the build, found ${splits.size}`);
      const split = new Set<string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        let css = String(asset.source);
        for (const [from, files] of splits) {
          const rule = new RegExp(`@font-face\\{[^}]*url\\(/${from.replaceAll('.', '\\.')}\\)[^}]*\\}`).exec(
            css,
          );
          if (!rule) continue;
          css = css.replace(rule[0], files.map((file) => partRule(rule[0], file)).join(''));
          split.add(from);
        }
        asset.source = css;
      }
      for (const from of splits.keys())
        if (!split.has(from)) throw new Error(`no @font-face rule in the built styles serves ${from}`);
    },
  };
}
