// EduLink, an online tutoring platform: tutor search, the week's bookings, the live classroom.
import {
  adminShell,
  avatar,
  button,
  card,
  circle,
  rect,
  siteHeader,
  stars,
  svg,
  text,
  W,
} from '../svg-kit.mjs';

const accent = '#7c3aed';
const tutors = /** @type {const} */ ([
  ['Dra. Elena Ruiz', 'Calculus · Physics', 4.9, '$250/h', '#7c3aed'],
  ['Miguel Ángel Soto', 'Programming · Python', 4.8, '$220/h', '#0891b2'],
  ['Karla Domínguez', 'English · TOEFL', 5.0, '$200/h', '#db2777'],
  ['Iván Beltrán', 'Chemistry', 4.7, '$180/h', '#16a34a'],
  ['Renata Cota', 'Statistics', 4.9, '$230/h', '#ea580c'],
  ['Pablo Geraldo', 'Algebra · Geometry', 4.6, '$160/h', '#2563eb'],
]);

function search() {
  return svg(
    rect(0, 0, W, 800, { fill: '#faf5ff' }) +
      siteHeader({
        brand: 'EduLink',
        accent,
        links: ['Find a tutor', 'My sessions', 'Messages', 'Become a tutor'],
        cta: 'Book now',
      }) +
      text(40, 134, 'Find the right tutor', { size: 32, weight: 800 }) +
      text(40, 164, '1,200 verified tutors · first session free', { size: 16, fill: '#6b21a8' }) +
      ['Mathematics', 'Any price', 'Available this week', '4.5★ and up']
        .map(
          (f, i) =>
            rect(40 + i * 200, 188, 188, 40, { fill: '#ffffff', rx: 20, stroke: '#e9d5ff' }) +
            text(134 + i * 200, 213, `${f} ▾`, { size: 14, weight: 600, fill: '#581c87', anchor: 'middle' }),
        )
        .join('') +
      tutors
        .map(([name, subject, rating, price, color], i) => {
          const x = 40 + (i % 3) * 404,
            y = 252 + Math.floor(i / 3) * 264;
          return (
            card(x, y, 388, 248, 16) +
            avatar(
              x + 58,
              y + 64,
              38,
              name
                .split(' ')
                .slice(-2)
                .map((p) => p[0])
                .join(''),
              color,
            ) +
            text(x + 112, y + 56, name, { size: 18, weight: 700 }) +
            text(x + 112, y + 80, subject, { size: 14, fill: '#6b7280' }) +
            stars(x + 24, y + 140, Math.round(rating), 20) +
            text(x + 130, y + 138, `${rating.toFixed(1)} · ${40 + i * 17} reviews`, {
              size: 14,
              fill: '#4b5563',
            }) +
            text(x + 24, y + 178, 'Next free slot: today 17:00', { size: 14, fill: '#15803d', weight: 600 }) +
            text(x + 24, y + 222, price, { size: 20, weight: 800 }) +
            button(x + 240, y + 196, 124, 'Book', accent)
          );
        })
        .join(''),
  );
}

function calendar() {
  const days = ['Mon 12', 'Tue 13', 'Wed 14', 'Thu 15', 'Fri 16'];
  const sessions = /** @type {const} */ ([
    [0, 1, 2, 'Calculus', 'with Elena R.', '#7c3aed'],
    [1, 3, 1, 'English', 'with Karla D.', '#db2777'],
    [2, 0, 2, 'Python', 'with Miguel S.', '#0891b2'],
    [3, 4, 2, 'Calculus', 'with Elena R.', '#7c3aed'],
    [4, 2, 1, 'Chemistry', 'with Iván B.', '#16a34a'],
    [2, 5, 1, 'Statistics', 'with Renata C.', '#ea580c'],
  ]);
  return svg(
    adminShell({
      brand: 'EduLink',
      accent,
      nav: ['Home', 'My sessions', 'Tutors', 'Messages', 'Payments', 'Profile'],
      active: 1,
      title: 'My sessions · May 12–16',
      user: 'JP',
      sidebar: '#2e1065',
    }) +
      card(292, 96, 944, 672) +
      days
        .map((d, i) =>
          text(400 + i * 166 + 83, 132, d, {
            size: 14,
            weight: 700,
            fill: i === 2 ? accent : '#334155',
            anchor: 'middle',
          }),
        )
        .join('') +
      Array.from(
        { length: 7 },
        (_, h) =>
          text(316, 184 + h * 80, `${15 + h}:00`, { size: 13, fill: '#94a3b8' }) +
          `<path d="M392 ${178 + h * 80}h820" stroke="#f1f5f9"/>`,
      ).join('') +
      sessions
        .map(([d, h, len, what, who, color]) => {
          const x = 404 + d * 166,
            y = 182 + h * 80;
          return (
            rect(x, y, 154, len * 80 - 8, { fill: color, rx: 8, opacity: 0.15 }) +
            rect(x, y, 4, len * 80 - 8, { fill: color, rx: 2 }) +
            text(x + 14, y + 26, what, { size: 14, weight: 700, fill: color }) +
            text(x + 14, y + 46, who, { size: 12, fill: '#475569' })
          );
        })
        .join('') +
      `<path d="M392 ${246}h820" stroke="${accent}" stroke-width="2"/>` +
      circle(392, 246, 5, accent),
  );
}

function classroom() {
  return svg(
    rect(0, 0, W, 800, { fill: '#0f0a1e' }) +
      text(32, 44, 'EduLink · Calculus with Dra. Elena Ruiz', { size: 18, weight: 700, fill: '#ffffff' }) +
      text(1248, 44, '● REC 32:10', { size: 14, weight: 700, fill: '#f87171', anchor: 'end' }) +
      rect(32, 72, 820, 560, { fill: '#ffffff', rx: 12 }) +
      text(64, 120, 'Derivatives: the chain rule', { size: 24, weight: 700 }) +
      text(80, 210, 'f(x) = (3x² + 1)⁵', { size: 34, mono: true, fill: '#1e1b4b' }) +
      text(80, 290, "f'(x) = 5(3x² + 1)⁴ · 6x", { size: 34, mono: true, fill: accent }) +
      text(80, 370, '     = 30x(3x² + 1)⁴', { size: 34, mono: true, fill: '#1e1b4b' }) +
      `<path d="M480 470 q60 -90 120 0 t120 0" fill="none" stroke="#16a34a" stroke-width="4"/>` +
      ['✎', '▭', '◯', 'T', '⌫']
        .map(
          (tool, i) =>
            rect(64 + i * 52, 572, 42, 42, { fill: i === 0 ? accent : '#f1f5f9', rx: 8 }) +
            text(85 + i * 52, 600, tool, {
              size: 18,
              fill: i === 0 ? '#ffffff' : '#334155',
              anchor: 'middle',
            }),
        )
        .join('') +
      /** @type {const} */ ([
        [872, '#4c1d95', 'ER', 'Dra. Elena Ruiz'],
        [872, '#155e75', 'JP', 'Juan Pérez (you)'],
      ])
        .map(
          ([x, color, ini, name], i) =>
            rect(x, 72 + i * 200, 376, 184, { fill: color, rx: 12 }) +
            avatar(x + 188, 150 + i * 200, 44, ini, '#ffffff33') +
            text(x + 16, 240 + i * 200, name, { size: 14, weight: 600, fill: '#ffffff' }),
        )
        .join('') +
      rect(872, 472, 376, 296, { fill: '#1e1b3a', rx: 12 }) +
      text(892, 504, 'Chat', { size: 15, weight: 700, fill: '#ffffff' }) +
      /** @type {const} */ ([
        ['Elena', 'Try the next one on your own.'],
        ['Juan', 'Is the 6x from the inner function?'],
        ['Elena', 'Exactly, that is the chain rule.'],
      ])
        .map(
          ([who, msg], i) =>
            text(892, 544 + i * 52, who, { size: 12, weight: 700, fill: '#c4b5fd' }) +
            text(892, 564 + i * 52, msg, { size: 14, fill: '#e5e7eb' }),
        )
        .join('') +
      rect(892, 716, 336, 36, { fill: '#2e2a4f', rx: 18 }) +
      text(910, 739, 'Write a message…', { size: 13, fill: '#9ca3af' }) +
      ['Mic', 'Camera', 'Share', 'Leave']
        .map((b, i) => button(340 + i * 150, 664, 136, b, i === 3 ? '#dc2626' : '#312e81', { h: 44 }))
        .join('') +
      text(W / 2, 760, 'Session ends at 18:00', { size: 13, fill: '#a1a1aa', anchor: 'middle' }),
  );
}

export const screens = [search, calendar, classroom];
