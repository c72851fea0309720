// subset-font ships no types: the part of its API the build uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Keeps only the glyphs the text maps to, not those its layout features (alternates, ligatures) could reach. */
    noLayoutClosure?: boolean;
    /** The OpenType features whose lookups stay (by default, all of them). */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
