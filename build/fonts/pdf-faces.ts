/**
 * The fonts of the résumé's PDF, as a stack per weight: Inter in every script subset @fontsource ships (static WOFF
 * files, embeddable as they are), then the language's own font (content/fonts/, languages.ts); for the mono face
 * JetBrains Mono's subsets first. Text is set in the first face of the stack that has each character
 * (pdf-runs.ts); a face is loaded only when the document's text needs it, and pdfkit embeds a subset of it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { create as openFont } from 'fontkit';
import subsetFont from 'subset-font';
import type { SiteLanguage } from '../../src/content/languages';
import { languageFontFile, WEB_FONT_SUBSETS } from './script-fonts';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'medium' | 'bold' | 'mono';
const WEIGHT_VALUES: Record<Weight, number> = { regular: 400, medium: 600, bold: 700, mono: 400 };

/** Vertical metrics in ems, as pdfkit places a line with them. */
export interface FaceMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
}

/** One font of a stack: the file it comes from, the characters it has, and (once loaded) what pdfkit embeds. */
export interface PdfFace {
  /** The name pdfkit registers it under. */
  name: string;
  /** The file, as a build message names it. */
  file: string;
  has(codePoint: number): boolean;
  /** The embeddable bytes and metrics; set by loadFaces for the faces the document uses. */
  loaded?: { data: Buffer; metrics: FaceMetrics };
  load(text: string): Promise<Buffer>;
}
export type FaceStacks = Record<Weight, PdfFace[]>;

interface FontFile {
  has(codePoint: number): boolean;
  variable: boolean;
  woff2: boolean;
}
const files = new Map<string, FontFile>();
function fontFile(file: string): FontFile {
  let font = files.get(file);
  if (!font) {
    const data = readFileSync(file);
    const parsed = openFont(data);
    if (!('characterSet' in parsed)) throw new Error(`${file} is a font collection: name one font file`);
    const points = new Set(parsed.characterSet);
    font = {
      has: (point) => points.has(point),
      variable: Object.keys(parsed.variationAxes).length > 0,
      woff2: data.subarray(0, 4).toString('latin1') === 'wOF2',
    };
    files.set(file, font);
  }
  return font;
}

const instances = new Map<string, Promise<Buffer>>();
/**
 * A font pdfkit can embed: fontkit subsets neither WOFF2 (outlines stored transformed) nor a variable font at a
 * weight, so harfbuzz (subset-font) makes those a static TrueType font of `text`'s characters (keeping the layout
 * tables, so that Arabic still joins); any other file is used as it is.
 */
function embeddable(file: string, weight: number, text: string): Promise<Buffer> {
  const font = fontFile(file);
  if (!font.variable && !font.woff2) return Promise.resolve(readFileSync(file));
  const characters = [...new Set(text)].filter((c) => font.has(c.codePointAt(0) ?? 0)).join('');
  const key = `${file}\0${weight}\0${characters}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = subsetFont(readFileSync(file), characters, {
      targetFormat: 'truetype',
      ...(font.variable ? { variationAxes: { wght: weight } } : {}),
    });
    instances.set(key, instance);
  }
  return instance;
}

function face(name: string, file: string, weight: number): PdfFace {
  const font = fontFile(file);
  return { name, file: basename(file), has: font.has, load: (text) => embeddable(file, weight, text) };
}

const interFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
const monoFile = (subset: string) =>
  require.resolve(`@fontsource-variable/jetbrains-mono/files/jetbrains-mono-${subset}-wght-normal.woff2`);
/** JetBrains Mono ships no Greek Extended subset. */
const MONO_SUBSETS = WEB_FONT_SUBSETS.filter((subset) => subset !== 'greek-ext');

/** The stacks of a language: Inter's subsets (JetBrains Mono's first for `mono`), then the language's font. */
export function faceStacks(language: Pick<SiteLanguage, 'code' | 'font'>, root: string): FaceStacks {
  const own = languageFontFile(language, root);
  const stack = (weight: Weight): PdfFace[] => {
    const value = WEIGHT_VALUES[weight];
    const inter = WEB_FONT_SUBSETS.map((subset) =>
      face(`inter-${subset}-${value}`, interFile(subset, value), value),
    );
    const mono =
      weight === 'mono' ? MONO_SUBSETS.map((subset) => face(`mono-${subset}`, monoFile(subset), value)) : [];
    return [...mono, ...inter, ...(own ? [face(`${language.code}-${weight}`, own, value)] : [])];
  };
  return { regular: stack('regular'), medium: stack('medium'), bold: stack('bold'), mono: stack('mono') };
}

/** Loads (instancing or converting where needed) every face of the stacks that has a character of `text`. */
export async function loadFaces(stacks: FaceStacks, text: string) {
  const points = [...new Set(text)].map((c) => c.codePointAt(0) ?? 0);
  const used = Object.values(stacks)
    .flat()
    .filter((f) => !f.loaded && points.some((point) => f.has(point)));
  await Promise.all(
    used.map(async (f) => {
      const data = await f.load(text);
      const font = openFont(data);
      if (!('unitsPerEm' in font)) throw new Error(`${f.file} is a font collection: name one font file`);
      const em = font.unitsPerEm;
      f.loaded = {
        data,
        metrics: { ascent: font.ascent / em, descent: font.descent / em, lineGap: font.lineGap / em },
      };
    }),
  );
}
