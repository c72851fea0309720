/**
 * Social card images (1200x630 PNG) drawn at build from the content, with the Inter font files that ship in
 * node_modules/@fontsource/inter: text becomes SVG paths, so no system font and no network is involved.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'opentype.js';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
// opentype.js is CommonJS without named exports Node can detect.
const opentype = require('opentype.js') as typeof import('opentype.js');
const WIDTH = 1200;
const HEIGHT = 630;

function loadFont(weight: 400 | 800): Font {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const data = readFileSync(file);
  return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

const fonts = { regular: loadFont(400), bold: loadFont(800) };
/**
 * Lays text out glyph by glyph with kerning. opentype.js's string API always applies the font's `ccmp`
 * feature, whose lookups in Inter it cannot handle yet, so the shaping here is the plain Latin one.
 */
function layout(font: Font, text: string, size: number) {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  let x = 0;
  const placed = glyphs.map((glyph, i) => {
    const at = x;
    const next = glyphs[i + 1];
    x += ((glyph.advanceWidth ?? 0) + (next ? font.getKerningValue(glyph, next) : 0)) * scale;
    return { glyph, x: at };
  });
  return { placed, width: x };
}

function pathData(font: Font, text: string, x: number, y: number, size: number): string {
  return layout(font, text, size)
    .placed.map(({ glyph, x: offset }) => glyph.getPath(x + offset, y, size).toPathData(2))
    .join('');
}

/** Splits text into lines no wider than `width`, at most `maxLines` (the last one ellipsised). */
function wrap(font: Font, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (layout(font, candidate, size).width <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function textPaths(
  font: Font,
  lines: string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  fill: string,
) {
  return lines
    .map((line, i) => `<path fill="${fill}" d="${pathData(font, line, x, y + i * lineHeight, size)}"/>`)
    .join('');
}

export interface SocialCard {
  eyebrow: string;
  title: string;
  description: string;
  footer: string;
}

/** Renders one card to PNG bytes. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const titleLines = wrap(fonts.bold, card.title, 72, 1040, 2);
  const descriptionY = 250 + titleLines.length * 84;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0d12"/><stop offset="1" stop-color="#10302d"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <rect x="80" y="96" width="64" height="8" rx="4" fill="#5eead4"/>
  ${textPaths(fonts.regular, [card.eyebrow], 80, 170, 30, 0, '#5eead4')}
  ${textPaths(fonts.bold, titleLines, 80, 260, 72, 84, '#f2f4f8')}
  ${textPaths(fonts.regular, wrap(fonts.regular, card.description, 32, 1040, 3), 80, descriptionY, 32, 44, '#a7b0c0')}
  <rect x="0" y="${HEIGHT - 80}" width="${WIDTH}" height="80" fill="#141821"/>
  ${textPaths(fonts.regular, [card.footer], 80, HEIGHT - 30, 28, 0, '#f2f4f8')}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export const SOCIAL_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;
