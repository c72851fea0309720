// Generates the sample owner's pictures (profile, 404 art, project screenshots) and feature videos into samples/content/public/.
// The videos need ffmpeg (apt-get install ffmpeg); the build and the tests only read the committed files.
// Run once with `node samples/make-sample-assets.mjs`; a real owner replaces the files in samples/content/public/ instead.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeFeatureVideos } from './feature-videos.mjs';
import { writeProjectScreenshots } from './project-screenshots.mjs';

const font = "font-family='DejaVu Sans, Arial, sans-serif'";

/** @param {string} line */
function notFoundSvg(line) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img">
  <rect width="480" height="320" rx="24" fill="#141821"/>
  <g fill="none" stroke="#2a3142" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${40 + i * 32}h480"/>`).join('')}</g>
  <text x="240" y="170" text-anchor="middle" ${font} font-size="120" font-weight="800" fill="#5eead4">404</text>
  <text x="240" y="230" text-anchor="middle" ${font} font-size="26" fill="#f2f4f8">${line}</text>
  <text x="240" y="270" text-anchor="middle" font-family="monospace" font-size="18" fill="#a7b0c0">&lt;/&gt;</text>
</svg>\n`;
}

mkdirSync('samples/content/public/images/not-found', { recursive: true });
writeFileSync('samples/content/public/images/not-found/404-en.svg', notFoundSvg('Page not found'));
writeFileSync('samples/content/public/images/not-found/404-es.svg', notFoundSvg('Página no encontrada'));

const profileSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0b0d12"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="190" r="86" fill="#e8c3a0"/>
  <path d="M154 180c0-70 50-104 92-104 52 0 90 34 88 100-18-30-46-46-90-46-40 0-72 18-90 50z" fill="#2b211c"/>
  <rect x="196" y="182" width="36" height="24" rx="8" fill="none" stroke="#0b0d12" stroke-width="5"/>
  <rect x="250" y="182" width="36" height="24" rx="8" fill="none" stroke="#0b0d12" stroke-width="5"/>
  <path d="M232 192h18" stroke="#0b0d12" stroke-width="5"/>
  <path d="M216 238c14 12 36 12 50 0" stroke="#7a4b3a" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M90 480c10-96 70-150 150-150s140 54 150 150z" fill="#5eead4"/>
  <path d="M204 336l36 44 36-44" fill="#0f766e"/>
</svg>`;
// The sample photo goes in as an owner's does: `npm run add-photo` with a picture (here drawn at 768 px).
const photo = join(mkdtempSync(join(tmpdir(), 'sample-photo-')), 'profile.png');
await sharp(Buffer.from(profileSvg), { density: (72 * 768) / 480 })
  .png()
  .toFile(photo);
execFileSync('node', ['tools/run.mjs', 'tools/owner/add-photo.ts', photo], { stdio: 'inherit' });

await writeProjectScreenshots();
await writeFeatureVideos();
console.log('sample assets written');
