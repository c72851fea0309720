/**
 * A post's pictures: each file of the post's folder (PNG, JPEG or WebP) served in AVIF and WebP at the widths of
 * `POST_PICTURE_WIDTHS` it has, encoded once and kept under node_modules/.cache/post-pictures/ by its bytes, width and
 * encoder settings, so a rebuild encodes only new or changed pictures.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import type { PostPicture } from './post-types.ts';

export { POST_PICTURE_SIZES } from './post-types.ts';

/** The widths a post's picture is served at: the post's column (42rem) at 1x to 3x, and a phone's full width. */
export const POST_PICTURE_WIDTHS = [640, 960, 1280, 1920] as const;

/** Where the encoded pictures are kept, from the project's root. */
export const POST_PICTURE_CACHE = 'node_modules/.cache/post-pictures';

/** The project pictures' settings (tools/owner/add-images.ts): part of each cached file's key. */
const ENCODERS = {
  avif: { quality: 55, effort: 6, chromaSubsampling: '4:2:0' },
  webp: { quality: 80, effort: 6 },
} as const;
type Format = keyof typeof ENCODERS;
/** Best first: the order of the `<source>`s. */
const FORMATS: readonly Format[] = ['avif', 'webp'];

/** The widths of a picture `width` pixels wide: those it has (no upscaling), or its own when it is narrower than all. */
export function pictureWidths(width: number): number[] {
  const fitting = POST_PICTURE_WIDTHS.filter((each) => each <= width);
  return fitting.length ? fitting : [width];
}

export interface PostPicturesOptions {
  /**
   * Publishes one encoded file, named `name` (`diagram-640.avif`), and returns its URL; `cached` is the file's path in
   * the cache (what the dev server can serve as it is).
   */
  emit: (name: string, source: Buffer, cached: string) => string;
  /** Defaults to POST_PICTURE_CACHE under the current directory. */
  cacheDir?: string;
}

/** Why a picture cannot be drawn; `at` and the picture's name are added by the caller. */
class PictureProblem extends Error {}

function inFolder(folder: string, src: string): string {
  let name = src;
  try {
    name = decodeURIComponent(src);
  } catch {
    // Not percent-encoded: the name as written.
  }
  const file = resolve(folder, name);
  const path = relative(folder, file);
  if (
    /^[a-z][a-z\d+.-]*:/i.test(src) ||
    isAbsolute(name) ||
    !path ||
    path.startsWith('..') ||
    isAbsolute(path)
  )
    throw new PictureProblem("is not a file of the post's folder: write the name of a file beside the post");
  return file;
}

/** The `picture(src, at)` of the post whose folder is `folder` (absolute): see CompileOptions.picture. */
export function postPictures(
  folder: string,
  { emit, cacheDir = join(process.cwd(), POST_PICTURE_CACHE) }: PostPicturesOptions,
): (src: string, at: string) => Promise<PostPicture> {
  const drawn = new Map<string, Promise<PostPicture>>();

  async function encoded(bytes: Buffer, digest: string, width: number, resize: boolean, format: Format) {
    const key = createHash('sha256')
      .update(`${digest}:${width}:${format}:${JSON.stringify(ENCODERS[format])}`)
      .digest('hex')
      .slice(0, 32);
    const cached = join(cacheDir, `${key}.${format}`);
    const kept = await readFile(cached).catch(() => undefined);
    if (kept) return { source: kept, cached };
    const picture = sharp(bytes).autoOrient();
    if (resize) picture.resize({ width });
    const source = await (
      format === 'avif' ? picture.avif(ENCODERS.avif) : picture.webp(ENCODERS.webp)
    ).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    // Written whole under another name first: a build stopped halfway leaves no truncated picture in the cache.
    const partial = `${cached}.${process.pid}.part`;
    await writeFile(partial, source);
    await rename(partial, cached);
    return { source, cached };
  }

  async function draw(src: string): Promise<PostPicture> {
    const file = inFolder(folder, src);
    const bytes = await readFile(file).catch(() => {
      throw new PictureProblem('no such file beside the post');
    });
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    if (!meta || !['png', 'jpeg', 'webp'].includes(meta.format))
      throw new PictureProblem('not a PNG, JPEG or WebP picture');
    const { width, height } = meta.autoOrient;
    const digest = createHash('sha256').update(bytes).digest('hex');
    const stem =
      basename(file, extname(file))
        .toLowerCase()
        .replace(/[^a-z\d]+/g, '-')
        .replace(/^-|-$/g, '') || 'picture';
    const widths = pictureWidths(width);
    const urls = await Promise.all(
      FORMATS.map((format) =>
        Promise.all(
          widths.map(async (each) => {
            const { source, cached } = await encoded(bytes, digest, each, each < width, format);
            return `${emit(`${stem}-${each}.${format}`, source, cached)} ${each}w`;
          }),
        ),
      ),
    );
    const largest = widths.at(-1) ?? width;
    const webp = urls[FORMATS.indexOf('webp')] ?? [];
    return {
      src: (webp.at(-1) ?? '').replace(/ \d+w$/, ''),
      width: largest,
      height: Math.round((height * largest) / width),
      sources: FORMATS.map((format, index) => ({
        type: `image/${format}`,
        srcSet: (urls[index] ?? []).join(', '),
      })),
    };
  }

  return (src, at) => {
    let picture = drawn.get(src);
    if (!picture) {
      picture = draw(src);
      drawn.set(src, picture);
      // A failed picture is tried again next time (the owner may have added the file since).
      picture.catch(() => drawn.delete(src));
    }
    return picture.catch((error: unknown) => {
      const reason = error instanceof PictureProblem ? error.message : `cannot be read (${String(error)})`;
      throw new Error(`${at}: picture ${src}: ${reason}`);
    });
  };
}
