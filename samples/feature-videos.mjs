// Writes the sample feature videos of VetCore Pro (short silent screen recordings, WebM/VP9) and their posters
// into samples/content/public/videos/vetcore-pro/. Needs ffmpeg: apt-get install ffmpeg. The site only reads the committed files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { videos } from './screens/vetcore-videos.mjs';

const FPS = 8;
const WIDTH = 640;
/** @typedef {import('./screens/vetcore-videos.mjs').Point} Point */

/** @param {Point} point */
const cursor = ([x, y]) =>
  `<path d="M${x} ${y} l0 26 l7 -6 l5 11 l5 -2 l-5 -11 l9 0 z" fill="#0f172a" stroke="#ffffff" stroke-width="2"/>`;
/** @type {(a: Point, b: Point, t: number) => Point} */
const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** @param {number} t */
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export async function writeFeatureVideos(outDir = 'samples/content/public/videos/vetcore-pro') {
  mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  for (const [id, steps] of videos) {
    const work = mkdtempSync(join(tmpdir(), `video-${id}-`));
    let frame = 0;
    const total = steps.reduce((sum, [frames]) => sum + frames, 0);
    /** @type {Buffer | undefined} */
    let poster;
    for (const [frames, draw, from, to] of steps) {
      for (let i = 0; i < frames; i++) {
        const t = frames > 1 ? i / (frames - 1) : 1;
        const body = draw(t).replace(
          /<\/svg>$/,
          `${cursor(lerp(from, to, ease(Math.min(1, t * 1.6))))}</svg>`,
        );
        const png = await sharp(Buffer.from(body)).resize({ width: WIDTH }).png().toBuffer();
        await sharp(png).toFile(join(work, `${String(frame++).padStart(4, '0')}.png`));
        // The poster shows the feature at work, a little past the middle of the recording.
        if (frame === Math.round(total * 0.6)) poster = png;
      }
    }
    const file = join(outDir, `${id}.webm`);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      join(work, '%04d.png'),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      file,
    ]);
    const posterInfo = await sharp(poster)
      .webp({ quality: 72 })
      .toFile(join(outDir, `${id}.webp`));
    bytes += statSync(file).size + posterInfo.size;
    rmSync(work, { recursive: true });
  }
  console.log(`feature videos written (${Math.round(bytes / 1024)} KB)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeFeatureVideos();
