/**
 * `npm run add-photo -- <picture>`: turns the owner's photo (PNG, JPEG, WebP or AVIF, any size) into every width and
 * format the site serves, square (cropped around what draws the eye, a face), as
 * content/public/images/profile/profile-{width}.{webp,avif}, and points `image` in content/profile.ts at them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import { PROFILE_FILE } from '../../content/profile';
import { PROFILE_PHOTO_WIDTHS } from '@/lib/images';
import { CommandError } from './project-files';
import { PUBLIC_DIR } from '../../src/content/paths';

/** The photo's files under content/public/, without the width and format: `{stem}-{width}.{webp,avif}`. */
export const PHOTO_STEM = '/images/profile/profile';
const largest = Math.max(...PROFILE_PHOTO_WIDTHS);

/** The `image` entry of profile.ts for the files this command writes. */
export const photoEntry = () =>
  `image: { path: '${PHOTO_STEM}-${largest}.webp', widths: [${PROFILE_PHOTO_WIDTHS.join(', ')}], width: ${largest}, height: ${largest} },`;
// The entry in profile.ts: `image: { … },`, on one line or several (it holds no braces of its own).
const entryLine = /^(\s*)image: \{[^{}]*\},[ \t]*$/m;

async function checkPhoto(file: string) {
  if (!existsSync(file)) throw new CommandError(`${file}: no such file`);
  const meta = await sharp(file)
    .metadata()
    .catch(() => undefined);
  const format = meta?.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta?.format;
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp', 'avif'].includes(format ?? ''))
    throw new CommandError(`${file}: not a PNG, JPEG, WebP or AVIF picture`);
  return { width: meta.width, height: meta.height };
}

/** Writes the photo's every width and format into the site at `root`; returns the files with their sizes. */
async function writePhoto(root: string, input: string) {
  const dir = join(root, PUBLIC_DIR, PHOTO_STEM, '..');
  mkdirSync(dir, { recursive: true });
  // Side by side, as add-images encodes a picture's files.
  const written = await Promise.all(
    PROFILE_PHOTO_WIDTHS.map(async (width) => {
      const square = sharp(input)
        .rotate()
        .resize(width, width, { fit: 'cover', position: sharp.strategy.attention });
      const file = (format: string) => join(root, PUBLIC_DIR, `${PHOTO_STEM}-${width}.${format}`);
      const [webp, avif] = await Promise.all([
        square.clone().webp({ quality: 80, effort: 6 }).toFile(file('webp')),
        square.clone().avif({ quality: 55, effort: 6, chromaSubsampling: '4:2:0' }).toFile(file('avif')),
      ]);
      return [
        { file: file('webp'), bytes: webp.size },
        { file: file('avif'), bytes: avif.size },
      ];
    }),
  );
  return written.flat().map((w) => ({ ...w, file: w.file.slice(root.length + 1) }));
}

/** Makes `picture` the owner's photo in the site at `root`; returns the files written and the picture's size. */
export async function addPhoto(root: string, picture: string) {
  const size = await checkPhoto(picture);
  const profileFile = join(root, PROFILE_FILE);
  const source = readFileSync(profileFile, 'utf8');
  if (!entryLine.test(source))
    throw new CommandError(
      `${PROFILE_FILE}: no "image: { … }," line was found; write the photo's entry there by hand: ${photoEntry()}`,
    );
  const written = await writePhoto(root, picture);
  writeFileSync(
    profileFile,
    source.replace(entryLine, (_, indent: string) => `${indent}${photoEntry()}`),
  );
  return { written, size };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function main(args: string[], root = process.cwd()): Promise<string> {
  const [picture, ...rest] = args;
  if (!picture || rest.length) throw new CommandError('Usage: npm run add-photo -- <picture>');
  const { written, size } = await addPhoto(root, resolve(picture));
  return [
    `${basename(picture)} (${size.width}×${size.height}) → the profile photo, square:`,
    ...written.map(({ file, bytes }) => `  ${file}  ${kilobytes(bytes)}`),
    ...(Math.min(size.width, size.height) < largest
      ? [`Its shorter side is under ${largest} px: the largest sizes are enlarged from it.`]
      : []),
    `Registered in ${PROFILE_FILE} (image).`,
  ].join('\n');
}
