import { withBase } from './base-path';

/** A project picture as the content describes it (see imageSchema in src/content/schemas.ts). */
export interface ResponsiveImage {
  path: string;
  widths?: readonly number[];
}

/** Every project screenshot is drawn at 16:10; width and height on the element keep the layout from shifting. */
export const PROJECT_IMAGE = { width: 1280, height: 800 } as const;

/** The widths each project picture is served at, in WebP and AVIF (`npm run add-images` writes them). */
export const PROJECT_IMAGE_WIDTHS = [640, 720, 960, 1280] as const;

/** The widths the owner's photo is served at, square, in WebP and AVIF (`npm run add-photo` writes them). */
export const PROFILE_PHOTO_WIDTHS = [240, 480, 768] as const;

/** The width the photo is drawn at: the portrait's largest width on each screen (see ProfilePortrait). */
export const PROFILE_PHOTO_SIZES = '(min-width: 64rem) 24rem, (min-width: 40rem) 20rem, 13rem';

/** The width a carousel picture is drawn at: the content column, less the container's padding on a phone. */
export const CAROUSEL_SIZES =
  '(min-width: 72rem) 68rem, (min-width: 48rem) calc(100vw - 4rem), calc(100vw - 2.5rem)';

const stemOf = (path: string) => path.replace(/-\d+\.webp$/, '');

/** The `srcset` of each format of a picture, best format first; empty when it has a single file. */
export function imageSources(image: ResponsiveImage): { type: string; srcSet: string }[] {
  const { widths } = image;
  if (!widths?.length) return [];
  const stem = stemOf(image.path);
  return (['avif', 'webp'] as const).map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((width) => `${withBase(stem)}-${width}.${format} ${width}w`).join(', '),
  }));
}

/** Every file a picture needs under content/public/, for the content check. */
export function imageFiles(image: ResponsiveImage): string[] {
  const stem = stemOf(image.path);
  const variants = (image.widths ?? []).flatMap((width) => [
    `${stem}-${width}.webp`,
    `${stem}-${width}.avif`,
  ]);
  return [...new Set([image.path, ...variants])];
}
