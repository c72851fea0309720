/**
 * How `add-images` puts a picture of any shape into the site's 16:10 frame without losing what it shows: a picture
 * within a sliver of 16:10 is cropped to it, as the carousel shows it; any other is fitted whole, on its own edge
 * colour (docs/decisions.md). `--fit cover` (with `--position`) crops instead, when the owner says so.
 */
import sharp from 'sharp';
import { PROJECT_IMAGE } from '@/lib/images';
import { CommandError } from './project-files';

export const FITS = ['contain', 'cover'] as const;
export const POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
export type Fit = (typeof FITS)[number];
export type Position = (typeof POSITIONS)[number];

/** What the owner asked for; a picture's own frame is chosen when `fit` is left out. */
export interface FitChoice {
  fit?: Fit | undefined;
  position?: Position | undefined;
}

/** At most this share of a picture's width or height is cropped without asking: a scrollbar's width on a screenshot. */
export const CROP_TOLERANCE = 0.02;

const FRAME = PROJECT_IMAGE.width / PROJECT_IMAGE.height;

/** How a picture goes into the frame, and the colour around it when it is fitted whole. */
export interface Framing {
  width: number;
  height: number;
  fit: Fit;
  position: Position;
  background?: { r: number; g: number; b: number; alpha: number };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The colour of the edges beside the bands of a picture fitted whole (left and right of a tall one, top and bottom of
 * a wide one), channel by channel the median: a screenshot's page background, wherever a stripe or a logo touches it.
 */
async function edgeColour(input: string, tall: boolean) {
  const { data, info } = await sharp(input, { autoOrient: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const at = (x: number, y: number) => (y * width + x) * 4;
  const edge = tall
    ? Array.from({ length: height }, (_, y) => [at(0, y), at(width - 1, y)]).flat()
    : Array.from({ length: width }, (_, x) => [at(x, 0), at(x, height - 1)]).flat();
  const channel = (offset: number) => median(edge.map((i) => data[i + offset] ?? 0));
  return { r: channel(0), g: channel(1), b: channel(2), alpha: channel(3) / 255 };
}

/** The framing of the picture at `input` (a PNG, JPEG or WebP file), as the owner chose it or as its shape asks. */
export async function framingOf(input: string, choice: FitChoice = {}): Promise<Framing> {
  const { autoOrient } = await sharp(input, { autoOrient: true }).metadata();
  const { width, height } = autoOrient;
  const shape = width / height;
  const position = choice.position ?? 'center';
  // The share of the width (of a wider picture) or of the height (of a taller one) that a crop to 16:10 cuts off.
  const cut = 1 - Math.min(shape, FRAME) / Math.max(shape, FRAME);
  const fit = choice.fit ?? (choice.position || cut <= CROP_TOLERANCE ? 'cover' : 'contain');
  if (fit === 'cover') return { width, height, fit, position };
  return { width, height, fit, position, background: await edgeColour(input, shape < FRAME) };
}

/** `input` drawn `width` pixels wide in the 16:10 frame, as `framing` says. */
export function framed(input: string, framing: Framing, width: number) {
  const height = Math.round((width * PROJECT_IMAGE.height) / PROJECT_IMAGE.width);
  return sharp(input, { autoOrient: true }).resize(width, height, {
    fit: framing.fit,
    position: framing.position,
    ...(framing.background ? { background: framing.background } : {}),
  });
}

/** One line on how a picture was framed: what it lost or where its bands are, and the option that does otherwise. */
export function framingNote({ width, height, fit, position, background }: Framing): string {
  const size = `${width}×${height}`;
  if (fit === 'cover')
    return `${size}, cropped to 16:10${position === 'center' ? '' : ` from the ${position}`}`;
  const hex = background
    ? `#${[background.r, background.g, background.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
    : '';
  const side = width / height < FRAME ? 'top' : 'left';
  return `${size}, not 16:10: shown whole on its edge colour ${hex} (to crop it instead: --fit cover --position ${side})`;
}

function oneOf<T extends string>(value: string | undefined, values: readonly T[], option: string) {
  if (value === undefined) return undefined;
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new CommandError(`--${option} is one of ${values.join(', ')} (not "${value}")`);
}

/** The owner's `--fit` and `--position`, checked. */
export function fitChoice(fit: string | undefined, position: string | undefined): FitChoice {
  const choice = { fit: oneOf(fit, FITS, 'fit'), position: oneOf(position, POSITIONS, 'position') };
  if (choice.fit === 'contain' && choice.position)
    throw new CommandError('--position says which part a crop keeps: use it with --fit cover, or alone');
  return choice;
}
