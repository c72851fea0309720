// PicConnect, a photo social network: the feed, a profile's grid, explore.
import { avatar, button, circle, palettes, photo, rect, svg, text, W } from '../svg-kit.mjs';

const accent = '#db2777';
const people = /** @type {const} */ ([
  ['sofi.lens', '#db2777'],
  ['marco_bcs', '#7c3aed'],
  ['ana.travels', '#0891b2'],
  ['dani.foto', '#ea580c'],
  ['luz_clicks', '#16a34a'],
  ['tomas.rz', '#2563eb'],
]);

/** @param {number} active */
function topBar(active) {
  return (
    rect(0, 0, W, 64, { fill: '#ffffff' }) +
    `<path d="M0 64h${W}" stroke="#e5e7eb"/>` +
    text(40, 42, 'PicConnect', { size: 26, weight: 800, fill: accent }) +
    rect(440, 14, 400, 36, { fill: '#f3f4f6', rx: 18 }) +
    text(464, 38, 'Search people and places', { size: 14, fill: '#9ca3af' }) +
    ['Home', 'Explore', 'Post', 'Inbox']
      .map((l, i) =>
        text(920 + i * 76, 40, l, {
          size: 14,
          weight: i === active ? 800 : 500,
          fill: i === active ? accent : '#374151',
        }),
      )
      .join('') +
    avatar(1232, 32, 16, 'YO', '#111827')
  );
}

function feed() {
  return svg(
    rect(0, 0, W, 800, { fill: '#fafafa' }) +
      topBar(0) +
      people
        .map(
          ([name, color], i) =>
            circle(330 + i * 90, 120, 34, 'none', `stroke="${accent}" stroke-width="3"`) +
            avatar(330 + i * 90, 120, 28, name.charAt(0).toUpperCase(), color) +
            text(330 + i * 90, 176, name, { size: 12, fill: '#374151', anchor: 'middle' }),
        )
        .join('') +
      rect(290, 196, 560, 604, { fill: '#ffffff', rx: 12, stroke: '#e5e7eb' }) +
      avatar(322, 230, 18, 'A', '#0891b2') +
      text(350, 228, 'ana.travels', { size: 15, weight: 700 }) +
      text(350, 246, 'Balandra beach, La Paz', { size: 12, fill: '#6b7280' }) +
      photo(290, 264, 560, 380, palettes[1], { rx: 0, seed: 3 }) +
      text(310, 680, '♥', { size: 26, fill: accent }) +
      text(350, 680, 'Comment', { size: 15, weight: 600, fill: '#374151' }) +
      text(310, 712, '1,284 likes', { size: 15, weight: 700 }) +
      text(310, 738, 'ana.travels  Turquoise water and zero clouds #bajacalifornia', {
        size: 14,
        fill: '#374151',
      }) +
      text(310, 764, 'View all 86 comments', { size: 14, fill: '#9ca3af' }) +
      rect(880, 196, 360, 380, { fill: '#ffffff', rx: 12, stroke: '#e5e7eb' }) +
      text(904, 232, 'Suggested for you', { size: 16, weight: 700 }) +
      people
        .slice(2)
        .map(
          ([name, color], i) =>
            avatar(920, 276 + i * 70, 20, name.charAt(0).toUpperCase(), color) +
            text(952, 272 + i * 70, name, { size: 14, weight: 700 }) +
            text(952, 292 + i * 70, `${3 + i} friends in common`, { size: 12, fill: '#6b7280' }) +
            button(1128, 258 + i * 70, 88, 'Follow', accent, { h: 32, size: 13 }),
        )
        .join(''),
  );
}

function profile() {
  return svg(
    rect(0, 0, W, 800, { fill: '#fafafa' }) +
      topBar(3) +
      avatar(380, 168, 70, 'S', accent) +
      text(500, 132, 'sofi.lens', { size: 26, weight: 700 }) +
      button(680, 108, 120, 'Edit profile', accent, { ghost: true, h: 36 }) +
      /** @type {const} */ ([
        ['142', 'posts'],
        ['8,921', 'followers'],
        ['310', 'following'],
      ])
        .map(
          ([n, l], i) =>
            text(500 + i * 150, 182, n, { size: 18, weight: 800 }) +
            text(500 + i * 150 + n.length * 11 + 6, 182, l, { size: 16, fill: '#4b5563' }),
        )
        .join('') +
      text(500, 214, 'Sofía Lens · Photographer in Baja California Sur', { size: 15, fill: '#374151' }) +
      `<path d="M290 260h700" stroke="#e5e7eb"/>` +
      text(640, 290, 'POSTS    SAVED    TAGGED', {
        size: 13,
        weight: 700,
        fill: '#374151',
        anchor: 'middle',
      }) +
      Array.from({ length: 6 }, (_, i) =>
        photo(
          290 + (i % 3) * 236,
          310 + Math.floor(i / 3) * 240,
          228,
          232,
          palettes[i % palettes.length] ?? palettes[0],
          {
            rx: 4,
            seed: i + 2,
          },
        ),
      ).join(''),
  );
}

function explore() {
  const tiles = /** @type {const} */ ([
    [40, 90, 300, 340],
    [350, 90, 300, 200],
    [660, 90, 580, 340],
    [350, 300, 300, 240],
    [40, 440, 300, 340],
    [660, 440, 280, 340],
    [950, 440, 290, 340],
    [350, 550, 300, 230],
  ]);
  return svg(
    rect(0, 0, W, 800, { fill: '#fafafa' }) +
      topBar(1) +
      tiles
        .map(
          ([x, y, w, h], i) =>
            photo(x, y, w, h, palettes[(i + 2) % palettes.length] ?? palettes[0], { rx: 10, seed: i + 5 }) +
            (i === 2
              ? rect(x + 16, y + h - 56, 210, 40, { fill: '#000000', rx: 20, opacity: 0.55 }) +
                text(x + 36, y + h - 30, '♥ 12.4k  ·  312 comments', {
                  size: 15,
                  weight: 700,
                  fill: '#ffffff',
                })
              : ''),
        )
        .join(''),
  );
}

export const screens = [feed, profile, explore];
