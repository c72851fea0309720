import { createFontStack, type FontMetrics } from '@capsizecss/core';
import type { Plugin } from 'vite';
import { arial, courierNew, cousine, helvetica, inter, jetBrainsMono, roboto } from './font-metrics';

/** Liberation Sans (Linux, and Chromium's own dependency on Debian) is drawn to Arial's metrics, glyph for glyph. */
const liberationSans: FontMetrics = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

/** Liberation Mono (Linux) is drawn to Cousine's metrics, itself Courier New's. */
const liberationMono: FontMetrics = {
  ...cousine,
  familyName: 'Liberation Mono',
  fullName: 'Liberation Mono',
  postscriptName: 'LiberationMono',
};

/**
 * DejaVu Sans Mono (most Linux desktops) and Menlo (macOS, iOS; drawn from the same Bitstream Vera design), which
 * capsize does not list: read from DejaVuSansMono.ttf's `head`, `hhea` and `hmtx` tables (every glyph 1233 units wide).
 */
const dejaVuSansMono: FontMetrics = {
  ...courierNew,
  familyName: 'DejaVu Sans Mono',
  fullName: 'DejaVu Sans Mono',
  postscriptName: 'DejaVuSansMono',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1233,
  subsets: { latin: { xWidthAvg: 1233 }, thai: { xWidthAvg: 1233 } },
};
const menlo: FontMetrics = {
  ...dejaVuSansMono,
  familyName: 'Menlo',
  fullName: 'Menlo Regular',
  postscriptName: 'Menlo-Regular',
};

/**
 * A web font's stand-ins, one per platform font a visitor may have, each scaled to the web font's average width and
 * given its ascent and descent from published metrics (capsize), so that text laid out before the web font takes
 * its room; the first one installed is used.
 * - Inter: Arial (Windows, macOS), Liberation Sans (Linux), Roboto (Android), Helvetica (iOS).
 * - JetBrains Mono: DejaVu Sans Mono (Linux), Menlo (macOS, iOS), Liberation Mono (Linux), Courier New (Windows,
 *   macOS). Every glyph of a monospaced font has the same width, so the scaled stand-in sets each character exactly
 *   where JetBrains Mono does: its late swap (see docs/decisions.md) moves nothing.
 */
const stacks = [
  {
    placeholder: "'Inter Fallback'",
    stack: createFontStack([inter, arial, liberationSans, roboto, helvetica]),
  },
  {
    placeholder: "'JetBrains Mono Fallback'",
    stack: createFontStack([jetBrainsMono, dejaVuSansMono, menlo, liberationMono, courierNew]),
  },
];

/** The stand-in families of a stack, in order, as the generated `font-family` names them (the platform fonts dropped). */
const fallbackFamilies = (stack: { fontFamily: string }) =>
  stack.fontFamily
    .split(/,\s*/)
    .filter((family) => family.includes('Fallback'))
    .join(', ');

export const [interFallbackFamilies = '', monoFallbackFamilies = ''] = stacks.map(({ stack }) =>
  fallbackFamilies(stack),
);

/**
 * Writes the web fonts' metric-matched fallbacks into the app's style sheet: its `font-family` lists name the stand-ins
 * in place of the style sheet's placeholders, and their `@font-face` rules are added. Before Tailwind reads the sheet.
 */
export function fontFallbacks(): Plugin {
  return {
    name: 'font-fallbacks',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/styles/app.css')) return;
      let css = code;
      for (const { placeholder, stack } of stacks) {
        if (!css.includes(placeholder)) throw new Error(`src/styles/app.css no longer names ${placeholder}`);
        css = `${css.replaceAll(placeholder, fallbackFamilies(stack))}\n${stack.fontFaces}\n`;
      }
      return css;
    },
  };
}
