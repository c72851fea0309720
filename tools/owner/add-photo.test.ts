import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_FILE } from '../../content/profile';
import { photoSchema } from '@/content/schemas';
import { PROFILE_PHOTO_WIDTHS } from '@/lib/images';
import { addPhoto, main, PHOTO_STEM, photoEntry } from './add-photo';
import { PUBLIC_DIR } from '../../src/content/paths';

// A site of the file the command edits, copied from this one into a temporary folder.
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'add-photo-'));
  cpSync(PROFILE_FILE, join(root, PROFILE_FILE), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function picture(
  name: string,
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif',
) {
  const file = join(root, name);
  await sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toFile(file);
  return file;
}

/** The `image` entry the command wrote into profile.ts, as an object. */
function imageEntry() {
  const source = readFileSync(join(root, PROFILE_FILE), 'utf8');
  const line = /image: (\{[^{}]*\}),/.exec(source)?.[1] ?? '{}';
  return JSON.parse(line.replace(/(\w+):/g, '"$1":').replaceAll("'", '"')) as unknown;
}

describe('add-photo', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'makes a photo in %s, of any shape, every square width and format, and registers it',
    async (format) => {
      const output = await main([await picture(`me.${format}`, 1200, 900, format)], root);
      expect(output).toMatch(/^me\.\w+ \(1200×900\) → the profile photo, square:/);
      for (const width of PROFILE_PHOTO_WIDTHS) {
        for (const type of ['webp', 'avif']) {
          const file = join(root, PUBLIC_DIR, `${PHOTO_STEM}-${width}.${type}`);
          const meta = await sharp(file).metadata();
          expect([meta.width, meta.height], file).toEqual([width, width]);
        }
      }
      expect(readFileSync(join(root, PROFILE_FILE), 'utf8')).toContain(photoEntry());
      // What it wrote is what the build accepts, and names the files it wrote.
      const entry = photoSchema.parse(imageEntry());
      expect(existsSync(join(root, PUBLIC_DIR, entry.path))).toBe(true);
      expect(entry.widths).toEqual([...PROFILE_PHOTO_WIDTHS]);
    },
  );

  it('says when the photo is smaller than the largest width', async () => {
    const output = await main([await picture('small.png', 300, 400, 'png')], root);
    expect(output).toContain(`Its shorter side is under ${Math.max(...PROFILE_PHOTO_WIDTHS)} px`);
  });

  it('refuses a file that is not a PNG, JPEG, WebP or AVIF picture, writing nothing', async () => {
    const before = readFileSync(join(root, PROFILE_FILE), 'utf8');
    const gif = await picture('me.gif', 400, 400, 'gif');
    await expect(addPhoto(root, gif)).rejects.toThrow(`${gif}: not a PNG, JPEG, WebP or AVIF picture`);
    writeFileSync(join(root, 'notes.jpg'), 'not a picture');
    await expect(addPhoto(root, join(root, 'notes.jpg'))).rejects.toThrow('not a PNG, JPEG, WebP or AVIF');
    await expect(addPhoto(root, join(root, 'nope.png'))).rejects.toThrow('nope.png: no such file');
    await expect(main([], root)).rejects.toThrow('Usage: npm run add-photo -- <picture>');
    expect(readFileSync(join(root, PROFILE_FILE), 'utf8')).toBe(before);
    expect(existsSync(join(root, PUBLIC_DIR))).toBe(false);
  });

  it('says what to write when profile.ts has no image line it can replace', async () => {
    writeFileSync(join(root, PROFILE_FILE), 'export const profileSource = {};\n');
    await expect(addPhoto(root, await picture('me.png', 800, 800, 'png'))).rejects.toThrow(
      `write the photo's entry there by hand: ${photoEntry()}`,
    );
  });
});
