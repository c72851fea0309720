/**
 * Which fonts set which characters: the site's own (Inter and JetBrains Mono, every script subset they ship: Latin
 * with every accent, Greek, Cyrillic, Vietnamese) and each language's `font` (content/languages.ts, a file in
 * content/fonts/) for a script they lack. The pages, the social cards, the résumé PDF and `npm run doctor` read them
 * here; a character no font has fails the build, naming the language, the characters and what to add.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create as openFont } from 'fontkit';
import { FONTS_DIR, LANGUAGES_FILE, type SiteLanguage } from '../../src/content/languages';
import { CONTENT_DIR, POSTS_DIR, TEXTS_DIR } from '../../src/content/paths';

const require = createRequire(import.meta.url);

/** The script subsets of the site's web fonts, as @fontsource-variable ships them. */
export const WEB_FONT_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;
export type WebFontSubset = (typeof WEB_FONT_SUBSETS)[number];

/** The file of one script subset of Inter's variable font. */
export function interSubsetFile(subset: WebFontSubset): string {
  return require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
}

/** What a font file is to the checks: the characters it maps. */
export interface FontCharacters {
  file: string;
  has(codePoint: number): boolean;
}

const opened = new Map<string, FontCharacters>();

/** A font file's characters (its `cmap`), read once per file. */
export function fontCharacters(file: string): FontCharacters {
  let font = opened.get(file);
  if (!font) {
    const parsed = openFont(readFileSync(file));
    if (!('characterSet' in parsed)) throw new Error(`${file} is a font collection: name one font file`);
    const points = new Set(parsed.characterSet);
    font = { file, has: (point) => points.has(point) };
    opened.set(file, font);
  }
  return font;
}

/** Every character Inter sets, across its script subsets. */
export function siteFontCharacters(): FontCharacters {
  const subsets = WEB_FONT_SUBSETS.map((subset) => fontCharacters(interSubsetFile(subset)));
  return { file: 'Inter', has: (point) => subsets.some((font) => font.has(point)) };
}

/** The path of a language's own font, or undefined when it has none. Throws when the file named is not there. */
export function languageFontFile(
  language: Pick<SiteLanguage, 'code' | 'font'>,
  root = '.',
): string | undefined {
  if (!language.font) return undefined;
  const file = join(root, FONTS_DIR, language.font);
  if (!existsSync(file))
    throw new Error(
      `${LANGUAGES_FILE}: the language '${language.code}' names the font ${language.font}, which is not in ${FONTS_DIR}/`,
    );
  return file;
}

/** Characters that need no glyph: spaces, controls, joiners and marks of direction. */
const invisible = /[\s\p{Cc}\p{Cf}]/u;

/** The characters of every text file in a folder (and its sub-folders): JSON and Markdown. */
export function folderCharacters(folder: string): Set<string> {
  const characters = new Set<string>();
  if (!existsSync(folder)) return characters;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
    if (/\.(?:json|md)$/.test(name))
      for (const character of readFileSync(join(folder, name), 'utf8'))
        if (!invisible.test(character)) characters.add(character);
  return characters;
}

/** The characters of a language's texts (content/texts/{code}/) and posts (content/posts/{slug}/{code}.md). */
export function languageCharacters(code: string, root = '.'): Set<string> {
  const characters = folderCharacters(join(root, TEXTS_DIR, code));
  const posts = join(root, POSTS_DIR);
  if (existsSync(posts))
    for (const slug of readdirSync(posts)) {
      const file = join(posts, slug, `${code}.md`);
      if (existsSync(file))
        for (const character of readFileSync(file, 'utf8'))
          if (!invisible.test(character)) characters.add(character);
    }
  return characters;
}

/** The characters of the content files every language shares (content/*.ts: the owner's name, the labels…). */
export function sharedCharacters(root = '.'): Set<string> {
  const characters = new Set<string>();
  for (const name of readdirSync(join(root, CONTENT_DIR)))
    if (name.endsWith('.ts'))
      for (const character of readFileSync(join(root, CONTENT_DIR, name), 'utf8'))
        if (!invisible.test(character)) characters.add(character);
  return characters;
}

/** Characters some text needs that no font it may be set in has. */
export interface FontGap {
  /** The language whose texts need them; none for the shared content. */
  language?: string;
  /** Where they are written. */
  where: string;
  characters: string[];
}

const codePoint = (character: string) => character.codePointAt(0) ?? 0;

/**
 * What each language's texts, and the shared content, need that no font has: a language's texts are set in the
 * site's fonts and its own; the shared content (shown on every language's pages) may be set in any language's.
 */
export function fontGaps(languages: readonly Pick<SiteLanguage, 'code' | 'font'>[], root = '.'): FontGap[] {
  const site = siteFontCharacters();
  const own = new Map(
    languages.map((language) => {
      const file = languageFontFile(language, root);
      return [language.code, file ? fontCharacters(file) : undefined] as const;
    }),
  );
  const gaps: FontGap[] = [];
  for (const { code } of languages) {
    const font = own.get(code);
    const missing = [...languageCharacters(code, root)].filter(
      (character) => !site.has(codePoint(character)) && !font?.has(codePoint(character)),
    );
    if (missing.length)
      gaps.push({ language: code, where: `${TEXTS_DIR}/${code}/`, characters: missing.toSorted() });
  }
  const missing = [...sharedCharacters(root)].filter(
    (character) =>
      !site.has(codePoint(character)) && ![...own.values()].some((font) => font?.has(codePoint(character))),
  );
  if (missing.length) gaps.push({ where: `${CONTENT_DIR}/*.ts`, characters: missing.toSorted() });
  return gaps;
}

/** How many characters a message lists before it says how many more. */
const LISTED = 24;

/** One gap as an owner reads it: where, which characters, and what to add. */
export function gapMessage(gap: FontGap, languages: readonly Pick<SiteLanguage, 'code' | 'font'>[]): string {
  const listed = gap.characters.slice(0, LISTED).join(' ');
  const more = gap.characters.length > LISTED ? ` and ${gap.characters.length - LISTED} more` : '';
  const characters = `${listed}${more} (${gap.characters
    .map((c) => `U+${codePoint(c).toString(16).toUpperCase().padStart(4, '0')}`)
    .slice(0, 4)
    .join(', ')}${gap.characters.length > 4 ? '…' : ''})`;
  if (!gap.language)
    return `${gap.where}: no font has ${characters}. Add a font for that script to ${FONTS_DIR}/ and name it as \`font\` of a language in ${LANGUAGES_FILE} (README: "Add a language").`;
  const font = languages.find((language) => language.code === gap.language)?.font;
  return font
    ? `Language '${gap.language}': ${gap.where} has ${characters}, which neither the site's fonts nor ${FONTS_DIR}/${font} have. Name a font that covers them (README: "Add a language").`
    : `Language '${gap.language}': ${gap.where} has ${characters}, which the site's fonts (Inter, JetBrains Mono) lack. Put a font for that script in ${FONTS_DIR}/ (a Noto font from fonts.google.com covers every script) and name it in ${LANGUAGES_FILE}: { code: '${gap.language}', …, font: 'NotoSans….ttf' } (README: "Add a language").`;
}

/** Fails, naming every gap, when some text has characters no font has. */
export function assertFontsCover(languages: readonly Pick<SiteLanguage, 'code' | 'font'>[], root = '.') {
  const gaps = fontGaps(languages, root);
  if (gaps.length) throw new Error(gaps.map((gap) => gapMessage(gap, languages)).join('\n'));
}
