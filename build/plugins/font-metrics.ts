// The published metrics of the seven fonts the stand-ins are built from (font-fallbacks.ts), as @capsizecss/metrics
// 4.3.0 lists them (`@capsizecss/metrics/<name>`). Copied rather than installed: that package is every Google and
// system font, 29,597 files in 169 MB, and unpacking it took 14-19 s of each `npm ci` (docs/decisions.md) for seven
// objects. To add a font, copy its object from `npx --yes -p @capsizecss/metrics@4.3.0` (or from capsize's site).
import type { FontMetrics } from '@capsizecss/core';

export const arial: FontMetrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  category: 'sans-serif',
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};

export const courierNew: FontMetrics = {
  familyName: 'Courier New',
  fullName: 'Courier New',
  postscriptName: 'CourierNewPSMT',
  category: 'monospace',
  capHeight: 1170,
  ascent: 1705,
  descent: -615,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 866,
  xWidthAvg: 1229,
  subsets: { latin: { xWidthAvg: 1229 }, thai: { xWidthAvg: 1229 } },
};

export const cousine: FontMetrics = {
  familyName: 'Cousine',
  fullName: 'Cousine Regular',
  postscriptName: 'Cousine-Regular',
  category: 'monospace',
  capHeight: 1349,
  ascent: 1705,
  descent: -615,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1082,
  xWidthAvg: 1229,
  subsets: { latin: { xWidthAvg: 1229 }, thai: { xWidthAvg: 1229 } },
};

export const helvetica: FontMetrics = {
  familyName: 'Helvetica',
  fullName: 'Helvetica',
  postscriptName: 'Helvetica',
  category: 'sans-serif',
  capHeight: 1469,
  ascent: 1577,
  descent: -471,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1071,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1298 } },
};

export const inter: FontMetrics = {
  familyName: 'Inter',
  fullName: 'Inter Regular',
  postscriptName: 'Inter-Regular',
  category: 'sans-serif',
  capHeight: 1490,
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1118,
  xWidthAvg: 978,
  subsets: { latin: { xWidthAvg: 978 }, thai: { xWidthAvg: 1344 } },
};

export const jetBrainsMono: FontMetrics = {
  familyName: 'JetBrains Mono',
  fullName: 'JetBrains Mono Regular',
  postscriptName: 'JetBrainsMono-Regular',
  category: 'monospace',
  capHeight: 730,
  ascent: 1020,
  descent: -300,
  lineGap: 0,
  unitsPerEm: 1000,
  xHeight: 550,
  xWidthAvg: 600,
  subsets: { latin: { xWidthAvg: 600 }, thai: { xWidthAvg: 600 } },
};

export const roboto: FontMetrics = {
  familyName: 'Roboto',
  fullName: 'Roboto Regular',
  postscriptName: 'Roboto-Regular',
  category: 'sans-serif',
  capHeight: 1456,
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1082,
  xWidthAvg: 911,
  subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
};
