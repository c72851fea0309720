// LearnPlay, educational games for children: the game picker, a maths game, the progress page.
import { avatar, circle, rect, stars, svg, text, W } from '../svg-kit.mjs';

/**
 * @param {string} c1
 * @param {string} c2
 */
const bg = (c1, c2) =>
  `<defs><linearGradient id="lp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
  rect(0, 0, W, 800, { fill: 'url(#lp)' });
/** @param {string} title */
const topBar = (title) =>
  rect(24, 20, W - 48, 68, { fill: '#ffffff', rx: 34 }) +
  circle(70, 54, 24, '#facc15') +
  text(70, 63, '★', { size: 26, fill: '#ffffff', anchor: 'middle' }) +
  text(106, 64, 'LearnPlay', { size: 28, weight: 800, fill: '#7c2d12' }) +
  text(W / 2, 64, title, { size: 22, weight: 700, fill: '#334155', anchor: 'middle' }) +
  rect(1040, 36, 150, 36, { fill: '#fef3c7', rx: 18 }) +
  text(1115, 61, '★ 1,240', { size: 18, weight: 800, fill: '#92400e', anchor: 'middle' }) +
  avatar(1224, 54, 24, 'M', '#ec4899');

function picker() {
  const games = /** @type {const} */ ([
    ['Maths', '1 + 2 = 3', '#f97316', 3],
    ['Reading', 'A b c', '#22c55e', 2],
    ['Memory', '? ? ?', '#8b5cf6', 3],
    ['Shapes', '▲ ● ■', '#0ea5e9', 1],
    ['Spelling', 'c-a-t', '#ef4444', 2],
    ['Music', '♪ ♫ ♪', '#eab308', 0],
  ]);
  return svg(
    bg('#fef9c3', '#dbeafe') +
      topBar('Hi Mia! What shall we play?') +
      games
        .map(([name, sample, color, got], i) => {
          const x = 64 + (i % 3) * 392,
            y = 124 + Math.floor(i / 3) * 330;
          return (
            rect(x, y + 8, 368, 306, { fill: '#000000', rx: 32, opacity: 0.08 }) +
            rect(x, y, 368, 306, { fill: color, rx: 32 }) +
            circle(x + 300, y + 60, 70, '#ffffff', 'opacity="0.15"') +
            text(x + 184, y + 130, sample, { size: 48, weight: 800, fill: '#ffffff', anchor: 'middle' }) +
            text(x + 32, y + 220, name, { size: 34, weight: 800, fill: '#ffffff' }) +
            stars(x + 32, y + 266, got, 30, '#fef08a').replace(/#cbd5e1/g, '#ffffff66') +
            rect(x + 250, y + 232, 90, 50, { fill: '#ffffff', rx: 25 }) +
            text(x + 295, y + 265, 'Play', { size: 20, weight: 800, fill: color, anchor: 'middle' })
          );
        })
        .join(''),
  );
}

function maths() {
  const answers = /** @type {const} */ ([
    ['10', '#f97316'],
    ['12', '#22c55e'],
    ['13', '#8b5cf6'],
    ['11', '#0ea5e9'],
  ]);
  return svg(
    bg('#ffedd5', '#fde68a') +
      topBar('Maths · Level 3') +
      rect(64, 120, 1152, 24, { fill: '#ffffff', rx: 12 }) +
      rect(64, 120, 1152 * 0.6, 24, { fill: '#f97316', rx: 12 }) +
      text(1216, 174, 'Question 6 of 10', { size: 18, weight: 700, fill: '#9a3412', anchor: 'end' }) +
      text(64, 178, '♥ ♥ ♥', { size: 28, fill: '#ef4444' }) +
      rect(240, 210, 800, 250, { fill: '#ffffff', rx: 40 }) +
      text(640, 370, '7 + 5 = ?', { size: 110, weight: 800, fill: '#7c2d12', anchor: 'middle' }) +
      Array.from({ length: 7 }, (_, i) => circle(300 + i * 34, 430, 12, '#fb923c')).join('') +
      Array.from({ length: 5 }, (_, i) => circle(620 + i * 34, 430, 12, '#38bdf8')).join('') +
      answers
        .map(([n, color], i) => {
          const x = 160 + i * 250;
          return (
            rect(x, 520 + 8, 210, 150, { fill: '#000000', rx: 36, opacity: 0.1 }) +
            rect(x, 520, 210, 150, {
              fill: color,
              rx: 36,
              stroke: n === '12' ? '#ffffff' : undefined,
              sw: 8,
            }) +
            text(x + 105, 620, n, { size: 72, weight: 800, fill: '#ffffff', anchor: 'middle' })
          );
        })
        .join('') +
      text(640, 740, 'Count the dots, then tap the right answer', {
        size: 24,
        weight: 700,
        fill: '#9a3412',
        anchor: 'middle',
      }),
  );
}

function progress() {
  const subjects = /** @type {const} */ ([
    ['Maths', 0.8, '#f97316'],
    ['Reading', 0.62, '#22c55e'],
    ['Memory', 0.9, '#8b5cf6'],
    ['Shapes', 0.35, '#0ea5e9'],
  ]);
  const badges = ['Math master', '10 stories', '7-day streak', 'Memory ace'];
  return svg(
    bg('#e0e7ff', '#fce7f3') +
      topBar("Mia's progress") +
      rect(64, 120, 520, 620, { fill: '#ffffff', rx: 32 }) +
      avatar(324, 220, 64, 'M', '#ec4899') +
      text(324, 326, 'Mia, 7 years', { size: 28, weight: 800, anchor: 'middle' }) +
      text(324, 358, 'Level 3 explorer', { size: 18, fill: '#6b7280', anchor: 'middle' }) +
      subjects
        .map(
          ([s, v, c], i) =>
            text(104, 420 + i * 76, s, { size: 20, weight: 700 }) +
            text(544, 420 + i * 76, `${Math.round(v * 100)}%`, {
              size: 18,
              weight: 700,
              fill: c,
              anchor: 'end',
            }) +
            rect(104, 436 + i * 76, 440, 20, { fill: '#f1f5f9', rx: 10 }) +
            rect(104, 436 + i * 76, 440 * v, 20, { fill: c, rx: 10 }),
        )
        .join('') +
      rect(620, 120, 596, 300, { fill: '#ffffff', rx: 32 }) +
      text(660, 174, 'This week', { size: 24, weight: 800 }) +
      ['M', 'T', 'W', 'T', 'F', 'S', 'S']
        .map((d, i) => {
          const h = [60, 110, 80, 150, 130, 40, 0][i] ?? 0;
          return (
            rect(672 + i * 72, 380 - h, 44, h, { fill: '#8b5cf6', rx: 10, opacity: i === 4 ? 1 : 0.6 }) +
            text(694 + i * 72, 404, d, { size: 16, weight: 700, fill: '#6b7280', anchor: 'middle' })
          );
        })
        .join('') +
      rect(620, 440, 596, 300, { fill: '#ffffff', rx: 32 }) +
      text(660, 494, 'Badges', { size: 24, weight: 800 }) +
      badges
        .map(
          (label, i) =>
            circle(704 + i * 140, 590, 50, ['#fef3c7', '#dcfce7', '#fee2e2', '#ede9fe'][i] ?? '') +
            text(704 + i * 140, 606, ['1', '2', '3', '4'][i] ?? '', {
              size: 40,
              weight: 800,
              fill: ['#d97706', '#16a34a', '#dc2626', '#7c3aed'][i],
              anchor: 'middle',
            }) +
            text(704 + i * 140, 676, label, { size: 15, weight: 700, fill: '#374151', anchor: 'middle' }),
        )
        .join(''),
  );
}

export const screens = [picker, maths, progress];
