// Writes every sample project's screenshots in the sizes and formats the site serves:
// samples/content/public/images/projects/{slug}/{n}-{640,720,960,1280}.{avif,webp}. Run alone or through make-sample-assets.mjs.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

import { slugs } from './sample-projects.mjs';

export const widths = [640, 720, 960, 1280];

export async function writeProjectScreenshots() {
  let bytes = 0;
  for (const slug of slugs) {
    const { screens } = await import(`./screens/${slug}.mjs`);
    const dir = `samples/content/public/images/projects/${slug}`;
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) rmSync(`${dir}/${name}`);
    for (const [index, draw] of screens.entries()) {
      const png = await sharp(Buffer.from(draw())).png().toBuffer();
      for (const width of widths) {
        const resized = sharp(png).resize({ width });
        const webp = await resized
          .clone()
          .webp({ quality: 80, effort: 6 })
          .toFile(`${dir}/${index + 1}-${width}.webp`);
        const avif = await resized
          .clone()
          .avif({ quality: 55, effort: 6, chromaSubsampling: '4:2:0' })
          .toFile(`${dir}/${index + 1}-${width}.avif`);
        bytes += webp.size + avif.size;
      }
    }
  }
  console.log(`project screenshots written (${Math.round(bytes / 1024)} KB)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeProjectScreenshots();
