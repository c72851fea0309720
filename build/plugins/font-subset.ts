import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { create as openFont } from 'fontkit';
import { siteLanguages } from '../../src/content/languages.ts';
import { CONTENT_DIR } from '../../src/content/paths.ts';
import {
  assertFontsCover,
  fontCharacters,
  languageCharacters,
  languageFontFile,
  sharedCharacters,
  WEB_FONT_SUBSETS,
} from '../fonts/script-fonts.ts';

/** The files of the two web fonts (@fontsource-variable), one per script subset: the Latin ones are the site's. */
const webFonts = /(?:^|\/)(inter|jetbrains-mono)-([a-z-]+?)-wght-normal-[\w-]+\.woff2$/;
/** The web font the first paint does without: its stand-ins match it exactly (see build/plugins/font-fallbacks.ts). */
const lateFonts = /(?:^|\/)jetbrains-mono-[a-z-]+-wght-normal-[\w-]+\.woff2$/;

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
/** Every source file whose characters a page can set: translations, documentation, posts, content and components (not their tests). */
function sourceFiles(root: string): string[] {
  return ['src', CONTENT_DIR].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:json|md|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(root, folder, name)),
  );
}

/**
 * A source file's text without its comments, whose words no page shows: whole lines of `//`, `/*` or `*` and a
 * ` // ` comment after code (a URL's `//` follows a colon). JSON is as it is.
 */
export function withoutComments(file: string, text: string): string {
  if (file.endsWith('.json')) return text;
  return text
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\/\*|\*)/.test(line))
    .map((line) => line.replace(/\s\/\/\s.*$/, ''))
    .join('\n');
}

/**
 * The characters of the font file, which every page preloads: printable ASCII, list bullets, and every
 * character written in the site's sources (the texts in both languages, the content, the components), in both cases.
 */
export function siteCharacters(root = '.'): string {
  const characters = new Set([...printableAscii, ...browserCharacters]);
  for (const file of sourceFiles(root))
    for (const character of withoutComments(file, readFileSync(file, 'utf8')))
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

/** A script font's family on the pages: the language's own font (content/languages.ts), in that language's pages only. */
export const scriptFamily = (code: string) => `Script ${code}`;

/** A language's name in its own font, on the other languages' pages (their language list): a face of its letters. */
export const labelFamily = (code: string) => `Label ${code}`;

/** A language's own font as the build serves it: its family, its file, and the languages whose pages preload it. */
export interface ScriptFont {
  code: string;
  family: string;
  href: string;
}

/** Where the build notes the languages' own fonts for the prerender (beside Vite's manifest, not served). */
export const SCRIPT_FONTS_FILE = '.vite/script-fonts.json';

/** The order a character is given to a web font's script subsets: Latin first, as the site's own. */
const subsetOrder: readonly string[] = WEB_FONT_SUBSETS;

/** The characters a font file maps, from its bytes. */
function mappedCharacters(source: Uint8Array): Set<number> {
  const font = openFont(Buffer.from(source));
  if (!('characterSet' in font)) throw new Error('expected a font, found a collection');
  return new Set(font.characterSet);
}

/**
 * A `unicode-range` for a script font: its characters' code points, runs closer than 256 apart joined. The face is
 * named only in its own language's font stack, so a range wider than the file is harmless, and a short one keeps the
 * style sheet of every language small.
 */
export function looseUnicodeRange(points: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const point of points.toSorted((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point - last[1] <= 0x100) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** A font stack's family names, however the minifier wrote it: quoted or not, `:` escaped or not. */
const stackNames = (value: string) =>
  value
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .replaceAll('\\:', ':'),
    )
    .join(',');

/**
 * The style sheet with `families` after the first font of the stack `property` names (`--font-sans`), there and
 * wherever the stack is written out (Tailwind writes theme values into the utilities: `.font-mono{font-family:…}`).
 */
export function withScriptFamilies(css: string, property: string, families: readonly string[]): string {
  const stack = new RegExp(`${property}:([^;}]+)`).exec(css)?.[1];
  if (!stack) throw new Error(`expected ${property} in the built style sheet`);
  const wanted = stackNames(stack);
  const added = families.map((family) => `'${family}'`);
  return css.replace(
    new RegExp(`(${property}|font-family):([^;}]+)`, 'g'),
    (declaration, name: string, value: string) => {
      if (stackNames(value) !== wanted) return declaration;
      const [first, ...rest] = value.split(',');
      return `${name}:${[first, ...added, ...rest].join(',')}`;
    },
  );
}

/** The weights a face declares: a variable font's `wght` range within the styles' weights, else its own weight. */
async function scriptFontFile(file: string, characters: string) {
  const source = readFileSync(file);
  const font = openFont(source);
  if (!('characterSet' in font)) throw new Error(`${file} is a font collection: name one font file`);
  const axis = font.variationAxes['wght'];
  const weights = axis
    ? { min: Math.max(axis.min, fontWeights.min), max: Math.min(axis.max, fontWeights.max) }
    : undefined;
  const subset = await subsetFont(source, characters, {
    targetFormat: 'woff2',
    ...(weights && { variationAxes: { wght: weights } }),
  });
  const weight = weights ? `${weights.min} ${weights.max}` : String(font['OS/2']?.usWeightClass ?? 400);
  return { subset, weight };
}

/**
 * Gives each web font of the client build its files: its Latin file cut down to the site's characters (printable
 * ASCII and every character of the sources, in both cases), the weights the styles use and only the glyphs those
 * characters map to (no stylistic alternates or ligature glyphs), named after its content so that year-long caching
 * stays safe; and its other script subsets (Latin Extended, Cyrillic, Greek, Vietnamese) cut the same way, only for a
 * site that writes their characters (a name with Ł, Greek or Cyrillic texts). The other files and @font-face rules
 * go: an English and Spanish site sets none of their characters, and every extra face of a family made the browser's
 * first layout look fonts up some hundred more times (see docs/decisions.md). A character the visitor types that the
 * files lack comes from the fallback.
 *
 * A language with a font of its own (content/languages.ts `font`, for a script the web fonts lack) gets it cut down
 * to its texts' characters, with a face of its name's few letters before it, both right after the web font in every
 * stack: a browser fetches a face only for characters on screen in its range, so another language's pages fetch at
 * most the name's face (their language list). A character that no font has fails the build, naming the language and
 * the characters.
 */
export function fontSubset(root = '.'): Plugin {
  return {
    name: 'font-subset',
    buildStart() {
      assertFontsCover(siteLanguages, root);
    },
    // The style sheet is named after its content before this plugin rewrites its @font-face rules: a custom property
    // that changes with the subset's inputs (the characters and this file) gives it a new name whenever they change.
    transform(code, id) {
      if (!id.endsWith('/src/styles/app.css')) return;
      const hash = createHash('sha256')
        .update(siteCharacters(root))
        .update(readFileSync(import.meta.filename));
      for (const language of siteLanguages) {
        const file = languageFontFile(language, root);
        if (file)
          hash.update(language.code).update(readFileSync(file)).update(scriptCharacters(language.code, root));
      }
      const key = hash.digest('base64url').slice(0, 8);
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
      /** Each web font's files by script subset. */
      const families = new Map<string, Map<string, { fileName: string; source: Uint8Array }>>();
      for (const asset of Object.values(bundle)) {
        const match = asset.type === 'asset' ? webFonts.exec(asset.fileName) : null;
        if (asset.type !== 'asset' || !match) continue;
        delete bundle[asset.fileName];
        const [, family = '', subset = ''] = match;
        const files = families.get(family) ?? new Map();
        files.set(subset, { fileName: asset.fileName, source: asset.source as Uint8Array });
        families.set(family, files);
      }
      /** The site's file of each web font subset, and its characters, by the name of the file it replaces. */
      const subsets = new Map<string, { fileName: string; characters: string }>();
      const scriptFonts = siteLanguages.flatMap((language) => {
        const file = languageFontFile(language, root);
        return file ? [fontCharacters(file)] : [];
      });
      /** The characters the web fonts' files set: the languages' own fonts are for the others. */
      const interCharacters = new Set<string>();
      for (const [family, files] of families) {
        const latin = files.get('latin');
        if (!latin) throw new Error(`expected the Latin file of ${family} in the build`);
        // Each character the Latin file lacks goes to the first other subset that has it; one that none has and a
        // language's own font has is that font's.
        const latinMapped = mappedCharacters(latin.source);
        let left = [...characters].filter((character) => !latinMapped.has(codePoint(character)));
        const taken = new Map<string, string[]>();
        for (const subset of subsetOrder.slice(1)) {
          const file = files.get(subset);
          if (!file || left.length === 0) continue;
          const mapped = mappedCharacters(file.source);
          const own = left.filter((character) => mapped.has(codePoint(character)));
          left = left.filter((character) => !mapped.has(codePoint(character)));
          if (own.length) taken.set(subset, own);
        }
        const elsewhere = new Set([...taken.values()].flat());
        const scripts = left.filter((character) =>
          scriptFonts.some((font) => font.has(codePoint(character))),
        );
        for (const character of scripts) elsewhere.add(character);
        taken.set(
          'latin',
          [...characters].filter((character) => !elsewhere.has(character)),
        );
        for (const [subset, own] of taken)
          if (subset !== 'latin') for (const c of own) interCharacters.add(c);
        for (const c of latinMapped) interCharacters.add(String.fromCodePoint(c));
        for (const [subset, own] of taken) {
          const file = files.get(subset);
          if (!file) continue;
          const source = await subsetFont(Buffer.from(file.source), own.join(''), {
            targetFormat: 'woff2',
            variationAxes: { wght: fontWeights },
            noLayoutClosure: true,
            keepFeatures: browserDefaultFeatures,
          });
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = file.fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
          this.emitFile({ type: 'asset', fileName, source });
          subsets.set(file.fileName, { fileName, characters: own.join('') });
        }
      }
      if (families.size !== 2)
        throw new Error(`expected the two web fonts in the build, found ${families.size}`);
      const dropped = new Set(
        [...families.values()].flatMap((files) => [...files.values()].map(({ fileName }) => fileName)),
      );

      // The languages' own fonts, each cut down to what its texts need that the web fonts' files lack.
      const served: ScriptFont[] = [];
      const scriptRules: string[] = [];
      const labels: { code: string }[] = [];
      for (const language of siteLanguages) {
        const file = languageFontFile(language, root);
        if (!file) continue;
        const own = [...scriptCharacters(language.code, root)].filter(
          (character) => !interCharacters.has(character) && fontCharacters(file).has(codePoint(character)),
        );
        if (own.length === 0) continue;
        const { subset, weight } = await scriptFontFile(file, own.join(''));
        const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
        const fileName = `assets/script-${language.code}-${hash}.woff2`;
        this.emitFile({ type: 'asset', fileName, source: subset });
        const family = scriptFamily(language.code);
        served.push({ code: language.code, family, href: `${base}${fileName}` });
        scriptRules.push(
          `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${base}${fileName}) format('woff2');unicode-range:${looseUnicodeRange(own.map(codePoint))}}`,
        );
        // Its name in the language list of every other language's pages: a face of those few letters alone.
        const label = [...new Set(language.label)].filter((character) => own.includes(character));
        if (label.length === 0) continue;
        const labelFile = await scriptFontFile(file, label.join(''));
        const labelName = `assets/label-${language.code}-${createHash('sha256').update(labelFile.subset).digest('base64url').slice(0, 8)}.woff2`;
        this.emitFile({ type: 'asset', fileName: labelName, source: labelFile.subset });
        labels.push({ code: language.code });
        scriptRules.push(
          `@font-face{font-family:'${labelFamily(language.code)}';font-style:normal;font-display:swap;font-weight:${labelFile.weight};src:url(${base}${labelName}) format('woff2');unicode-range:${unicodeRange(label.join(''))}}`,
        );
      }

      const rewritten = new Set<string>();
      const late: LateFont[] = [];
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        let css = String(asset.source).replace(fontUrl, (rule, url: string) => {
          const subset = subsets.get(url);
          if (!subset) return dropped.has(url) ? '' : rule;
          rewritten.add(url);
          const siteFace = siteRule(rule, subset.fileName, subset.characters, base);
          if (!lateFonts.test(url)) return siteFace;
          // Not in the style sheet: a face it declares is fetched by the first layout that sets its family.
          late.push(lateFont(siteFace, `${base}${subset.fileName}`));
          return '';
        });
        if (served.length && css.includes('--font-sans:')) {
          // Each language's name before its font: the few letters of a language list on another language's pages
          // come from the small face, and the larger one is fetched only where its texts are.
          const stack = served.flatMap(({ code, family }) =>
            labels.some((label) => label.code === code) ? [labelFamily(code), family] : [family],
          );
          css = withScriptFamilies(withScriptFamilies(css, '--font-sans', stack), '--font-mono', stack);
          css += scriptRules.join('');
        }
        asset.source = css;
      }
      this.emitFile({ type: 'asset', fileName: LATE_FONTS_FILE, source: `${JSON.stringify(late)}\n` });
      this.emitFile({
        type: 'asset',
        fileName: SCRIPT_FONTS_FILE,
        source: `${JSON.stringify(served)}\n`,
      });
      for (const from of subsets.keys())
        if (!rewritten.has(from)) throw new Error(`no @font-face rule in the built styles serves ${from}`);
    },
  };
}

const codePoint = (character: string) => character.codePointAt(0) ?? 0;

/** The characters a language's pages may set in its own font: its texts', and the shared content's. */
function scriptCharacters(code: string, root: string): string {
  return [...new Set([...languageCharacters(code, root), ...sharedCharacters(root)])].toSorted().join('');
}
