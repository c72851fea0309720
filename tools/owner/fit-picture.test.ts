import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type FitChoice, fitChoice, framed, framingNote, framingOf } from './fit-picture';

// Pictures of each shape put in the site's 16:10 frame at 1280×800, as add-images writes them: stripes drawn along
// the picture's edges must be there, at the edges of what it shows.
type Rgb = [number, number, number];
const PALETTE = {
  white: [255, 255, 255],
  red: [220, 30, 30],
  blue: [30, 60, 220],
  green: [30, 170, 60],
  magenta: [200, 40, 200],
  black: [0, 0, 0],
  slate: [40, 44, 52],
} satisfies Record<string, Rgb>;
type Colour = keyof typeof PALETTE;
type Side = 'top' | 'bottom' | 'left' | 'right';
type Box = { colour: Colour; left: number; top: number; width: number; height: number };

const dir = mkdtempSync(join(tmpdir(), 'fit-picture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fill = (colour: Colour) => {
  const [r, g, b] = PALETTE[colour];
  return { r, g, b };
};

/** A white PNG with the boxes drawn on it. */
async function picture(name: string, width: number, height: number, boxes: Box[]) {
  const file = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: fill('white') } })
    .composite(
      boxes.map(({ colour, left, top, ...size }) => ({
        input: { create: { ...size, channels: 3, background: fill(colour) } },
        left,
        top,
      })),
    )
    .png()
    .toFile(file);
  return file;
}

/** A white picture with a black block in the middle and stripes, a twentieth of it thick, along the sides named. */
function striped(name: string, width: number, height: number, sides: Partial<Record<Side, Colour>>) {
  const w = Math.round(width / 20);
  const h = Math.round(height / 20);
  const at: Record<Side, Omit<Box, 'colour'>> = {
    top: { left: 0, top: 0, width, height: h },
    bottom: { left: 0, top: height - h, width, height: h },
    left: { left: 0, top: 0, width: w, height },
    right: { left: width - w, top: 0, width: w, height },
  };
  const middle = { left: width / 4, top: height / 4, width: width / 2, height: height / 2 };
  const stripes = Object.entries(sides).map(([side, colour]) => ({ ...at[side as Side], colour }));
  return picture(name, width, height, [{ ...middle, colour: 'black' as const }, ...stripes]);
}

/** The palette's name of the colour at each point (`'x,y'`) of the picture framed at 1280 px, before encoding. */
async function framedColours(file: string, points: string[], choice: FitChoice = {}) {
  const { data, info } = await framed(file, await framingOf(file, choice), 1280)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1280, 800]);
  return points.map((point) => {
    const [x = 0, y = 0] = point.split(',').map(Number);
    const rgb = [...data.subarray((y * 1280 + x) * 3, (y * 1280 + x) * 3 + 3)];
    // Within a few levels: resampling blends an edge's pixels a little.
    const named = Object.entries(PALETTE).find(([, c]) =>
      c.every((v, k) => Math.abs(v - (rgb[k] ?? 0)) < 24),
    );
    return named?.[0] ?? `rgb(${rgb.join(', ')})`;
  });
}

describe('a picture whose shape is not 16:10 is shown whole', () => {
  it('a portrait (800×1200): its top and bottom rows kept, on its edge colour left and right', async () => {
    const file = await striped('portrait.png', 800, 1200, { top: 'red', bottom: 'blue' });
    // 533 px wide in the middle: x 373 to 906.
    const points = ['640,2', '640,797', '377,2', '902,797', '640,400', '100,400', '1200,2'];
    expect(await framedColours(file, points)).toEqual([
      'red',
      'blue',
      'red',
      'blue',
      'black',
      'white',
      'white',
    ]);
    expect(framingNote(await framingOf(file))).toBe(
      '800×1200, not 16:10: shown whole on its edge colour #ffffff (to crop it instead: --fit cover --position top)',
    );
  });

  it('a square (1000×1000): its top and bottom rows kept', async () => {
    const file = await striped('square.png', 1000, 1000, { top: 'red', bottom: 'blue' });
    // 800 px wide in the middle: x 240 to 1039.
    const points = ['640,2', '640,797', '244,2', '1035,797', '100,400', '1180,400'];
    expect(await framedColours(file, points)).toEqual(['red', 'blue', 'red', 'blue', 'white', 'white']);
  });

  it('a panorama (2400×600): its first and last columns kept, on its edge colour above and below', async () => {
    const file = await striped('panorama.png', 2400, 600, { left: 'green', right: 'magenta' });
    // 320 px high in the middle: y 240 to 559.
    const points = ['2,400', '1277,400', '2,244', '1277,555', '640,100', '640,700'];
    expect(await framedColours(file, points)).toEqual([
      'green',
      'magenta',
      'green',
      'magenta',
      'white',
      'white',
    ]);
    expect(framingNote(await framingOf(file))).toContain('(to crop it instead: --fit cover --position left)');
  });

  it('on the colour of its edges beside the bands, whatever touches them', async () => {
    const file = await picture('dark.png', 900, 1200, [
      { colour: 'slate', left: 0, top: 0, width: 900, height: 1200 },
      { colour: 'red', left: 0, top: 0, width: 900, height: 100 },
    ]);
    expect((await framingOf(file)).background).toEqual({ r: 40, g: 44, b: 52, alpha: 1 });
    expect(await framedColours(file, ['10,400', '1270,400'])).toEqual(['slate', 'slate']);
  });
});

describe('a picture within 2% of 16:10, or one the owner asks to crop, fills the frame', () => {
  it('1456×900 is cropped as before, losing only its slivers', async () => {
    // Eight red columns each side, which the crop to 1440×900 takes; a band would be red, as those edges are.
    const file = await picture('near.png', 1456, 900, [
      { colour: 'red', left: 0, top: 0, width: 8, height: 900 },
      { colour: 'green', left: 8, top: 0, width: 40, height: 900 },
      { colour: 'red', left: 1448, top: 0, width: 8, height: 900 },
    ]);
    expect(await framingOf(file)).toMatchObject({ fit: 'cover', position: 'center' });
    expect(await framedColours(file, ['1,400', '1,1'])).toEqual(['green', 'green']);
  });

  it('a portrait with --fit cover --position top keeps its top, and --position bottom alone its bottom', async () => {
    const file = await striped('portrait.png', 800, 1200, { top: 'red', bottom: 'blue' });
    // The top 500 rows: the red stripe, then the black block where the blue stripe was.
    expect(await framedColours(file, ['640,2', '640,797'], { fit: 'cover', position: 'top' })).toEqual([
      'red',
      'black',
    ]);
    expect(await framedColours(file, ['640,2', '640,797'], { position: 'bottom' })).toEqual([
      'black',
      'blue',
    ]);
    expect(framingNote(await framingOf(file, { fit: 'cover', position: 'top' }))).toBe(
      '800×1200, cropped to 16:10 from the top',
    );
  });

  it('--fit contain shows even a picture near 16:10 whole', async () => {
    const file = await picture('near.png', 1456, 900, []);
    expect(await framingOf(file, { fit: 'contain' })).toMatchObject({ fit: 'contain' });
  });
});

it('refuses a --fit or --position it does not know, and a position without a crop', () => {
  expect(() => fitChoice('stretch', undefined)).toThrow('--fit is one of contain, cover (not "stretch")');
  expect(() => fitChoice(undefined, 'middle')).toThrow(
    '--position is one of center, top, bottom, left, right (not "middle")',
  );
  expect(() => fitChoice('contain', 'top')).toThrow('--position says which part a crop keeps');
  expect(fitChoice(undefined, 'top')).toEqual({ fit: undefined, position: 'top' });
});
