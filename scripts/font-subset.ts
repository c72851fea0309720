import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The Latin files of the two web fonts (@fontsource-variable), the only ones the site's texts need. */
const latinFonts = /(?:^|\/)(?:inter|jetbrains-mono)-latin-wght-normal-[\w-]+\.woff2$/;
/** The weights the styles use (font-normal to font-extrabold): the rest of the variable axis goes. */
export const fontWeights = { min: 400, max: 800 };
/**
 * Characters always kept, whatever the texts say today: printable ASCII, Latin-1 (every Western European letter),
 * and the typographic punctuation an owner is likely to type.
 */
const alwaysKept = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
]
  .flatMap(([from = 0, to = 0]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  )
  .join('');

/** Every character of the site's texts: translations and content, as written in their source files. */
export function siteCharacters(root = '.'): string {
  const files = [
    ...readdirSync(join(root, 'src/i18n/locales'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(root, 'src/i18n/locales', name)),
    ...readdirSync(join(root, 'src/content'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(root, 'src/content', name)),
  ];
  const characters = new Set(alwaysKept);
  for (const file of files) for (const character of readFileSync(file, 'utf8')) characters.add(character);
  return [...characters].toSorted().join('');
}

/**
 * Subsets the Latin web fonts of the client build to the site's characters and weights (about half their bytes),
 * and renames each file after its new content so that year-long caching stays safe.
 */
export function fontSubset(root = '.'): Plugin {
  return {
    name: 'font-subset',
    async generateBundle(_, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const text = siteCharacters(root);
      const renamed = new Map<string, string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !latinFonts.test(asset.fileName)) continue;
        const source = await subsetFont(Buffer.from(asset.source), text, {
          targetFormat: 'woff2',
          variationAxes: { wght: fontWeights },
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = asset.fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
        delete bundle[asset.fileName];
        this.emitFile({ type: 'asset', fileName, source });
        renamed.set(asset.fileName, fileName);
      }
      if (renamed.size !== 2)
        throw new Error(`expected the two Latin web fonts in the build, found ${renamed.size}`);
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        let css = String(asset.source);
        for (const [from, to] of renamed) css = css.replaceAll(`/${from}`, `/${to}`);
        asset.source = css;
      }
    },
  };
}
