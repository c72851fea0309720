import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureWidths, postPictures } from './post-pictures';

let root: string;
let folder: string;
let cacheDir: string;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'post-pictures-'));
  folder = join(root, 'content/posts/a-post');
  cacheDir = join(root, 'cache');
  await mkdir(join(folder, 'images'), { recursive: true });
  await writeFile(join(folder, 'Wide Chart.png'), await png(1000, 500));
  await writeFile(join(folder, 'small.png'), await png(300, 200));
  await writeFile(join(folder, 'images/small-copy.png'), await png(300, 200));
  await writeFile(
    join(folder, 'turned.jpg'),
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  await writeFile(join(folder, 'notes.png'), 'not a picture');
  await writeFile(
    join(folder, 'anim.gif'),
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer(),
  );
  await writeFile(join(root, 'content/posts/secret.png'), await png(10, 10));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A postPictures whose emit keeps what it was given and returns `/assets/<name>`. */
function recording() {
  const emitted = new Map<string, Buffer>();
  const picture = postPictures(folder, {
    cacheDir,
    emit: (name, source) => {
      emitted.set(name, source);
      return `/assets/${name}`;
    },
  });
  return { picture, emitted };
}

describe('pictureWidths', () => {
  it('keeps the widths a picture has, or its own when it is narrower than the smallest', () => {
    expect(pictureWidths(3000)).toEqual([640, 960, 1280, 1920]);
    expect(pictureWidths(1280)).toEqual([640, 960, 1280]);
    expect(pictureWidths(1000)).toEqual([640, 960]);
    expect(pictureWidths(500)).toEqual([500]);
  });
});

describe('postPictures', () => {
  it('serves a picture in AVIF and WebP at each width it has, never larger', async () => {
    const { picture, emitted } = recording();
    const drawn = await picture('Wide%20Chart.png', 'content/posts/a-post/en.md:3');
    expect(drawn).toEqual({
      src: '/assets/wide-chart-960.webp',
      width: 960,
      height: 480,
      sources: [
        { type: 'image/avif', srcSet: '/assets/wide-chart-640.avif 640w, /assets/wide-chart-960.avif 960w' },
        { type: 'image/webp', srcSet: '/assets/wide-chart-640.webp 640w, /assets/wide-chart-960.webp 960w' },
      ],
    });
    expect([...emitted.keys()].toSorted()).toEqual([
      'wide-chart-640.avif',
      'wide-chart-640.webp',
      'wide-chart-960.avif',
      'wide-chart-960.webp',
    ]);
    for (const [name, source] of emitted) {
      const meta = await sharp(source).metadata();
      const [, width, format] = /-(\d+)\.(\w+)$/.exec(name) ?? [];
      expect({ width: meta.width, format: meta.format === 'heif' ? 'avif' : meta.format }).toEqual({
        width: Number(width),
        format,
      });
    }
  });

  it('serves a picture narrower than every width at its own width, in a subfolder too', async () => {
    const { picture } = recording();
    expect(await picture('small.png', 'at')).toMatchObject({
      src: '/assets/small-300.webp',
      width: 300,
      height: 200,
    });
    expect(await picture('images/small-copy.png', 'at')).toMatchObject({
      src: '/assets/small-copy-300.webp',
    });
  });

  it('turns a photo as its EXIF orientation says', async () => {
    const { picture, emitted } = recording();
    expect(await picture('turned.jpg', 'at')).toMatchObject({ width: 100, height: 200 });
    expect(await sharp(emitted.get('turned-100.webp')).metadata()).toMatchObject({ width: 100, height: 200 });
  });

  it('encodes each file once: a rebuild takes it from the cache', async () => {
    await recording().picture('Wide Chart.png', 'at');
    const files = await readdir(cacheDir);
    // A re-encode would give the real picture back (and write it to the cache); the cache gives what it holds.
    await Promise.all(files.map((name) => writeFile(join(cacheDir, name), `kept ${name}`)));
    const { picture, emitted } = recording();
    await picture('Wide Chart.png', 'at');
    expect(emitted.size).toBe(4);
    for (const source of emitted.values()) expect(source.toString()).toMatch(/^kept /);
    for (const name of files) expect(await readFile(join(cacheDir, name), 'utf8')).toBe(`kept ${name}`);
  });

  it.each([
    '../secret.png',
    '%2e%2e/secret.png',
    'images/../../secret.png',
    '/etc/hostname',
    'https://example.com/a.png',
  ])('refuses %s: a file outside the post folder', async (src) => {
    const { picture, emitted } = recording();
    await expect(picture(src, 'content/posts/a-post/en.md:7')).rejects.toThrow(
      `content/posts/a-post/en.md:7: picture ${src}: is not a file of the post's folder`,
    );
    expect(emitted.size).toBe(0);
  });

  it('names a missing file, and one that is not a PNG, JPEG or WebP picture', async () => {
    const { picture } = recording();
    await expect(picture('gone.png', 'content/posts/a-post/en.md:9')).rejects.toThrow(
      'content/posts/a-post/en.md:9: picture gone.png: no such file beside the post',
    );
    await expect(picture('notes.png', 'x.md:2')).rejects.toThrow(
      'x.md:2: picture notes.png: not a PNG, JPEG or WebP picture',
    );
    await expect(picture('anim.gif', 'x.md:3')).rejects.toThrow(
      'x.md:3: picture anim.gif: not a PNG, JPEG or WebP picture',
    );
  });
});
