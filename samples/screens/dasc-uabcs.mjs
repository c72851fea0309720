// DASC UABCS, a university department's content site: home page, events, the editors' admin panel.
import {
  adminShell,
  badge,
  button,
  card,
  palettes,
  photo,
  rect,
  siteHeader,
  svg,
  text,
  W,
} from '../svg-kit.mjs';

const accent = '#0369a1';
const gold = '#ca8a04';
const header = () =>
  rect(0, 0, W, 30, { fill: '#082f49' }) +
  text(40, 20, 'Universidad Autónoma de Baja California Sur', { size: 12, fill: '#bae6fd' }) +
  text(1240, 20, 'Students · Staff · Library · ES | EN', { size: 12, fill: '#bae6fd', anchor: 'end' }) +
  `<g transform="translate(0 30)">${siteHeader({ brand: 'DASC', accent, links: ['Home', 'Programmes', 'News', 'Events', 'Staff'], cta: 'Admissions' })}</g>`;
const news = /** @type {const} */ ([
  ['New computer lab opens for 2025', 'Campus', palettes[1]],
  ['Students win regional hackathon', 'Students', palettes[2]],
  ['Research seminar on AI and oceans', 'Research', palettes[3]],
]);

function home() {
  return svg(
    rect(0, 0, W, 800, { fill: '#f8fafc' }) +
      header() +
      photo(0, 102, W, 330, ['#0c4a6e', '#0369a1', '#075985', '#082f49', '#fde047'], { rx: 0, seed: 4 }) +
      rect(0, 102, W, 330, { fill: '#082f49', opacity: 0.45 }) +
      text(60, 220, 'Department of Computer Science', { size: 44, weight: 800, fill: '#ffffff' }) +
      text(60, 264, 'Software engineering and networks degrees in La Paz, Baja California Sur', {
        size: 20,
        fill: '#e0f2fe',
      }) +
      button(60, 300, 200, 'Explore programmes', gold, { h: 46, size: 15 }) +
      button(276, 300, 160, 'Visit us', accent, { h: 46, size: 15, ghost: true }) +
      text(60, 484, 'Latest news', { size: 24, weight: 800 }) +
      text(1220, 484, 'All news ›', { size: 15, weight: 600, fill: accent, anchor: 'end' }) +
      news
        .map(([title, tag, pal], i) => {
          const x = 60 + i * 394;
          return (
            card(x, 504, 374, 276) +
            photo(x, 504, 374, 150, pal, { rx: 12, seed: i + 1 }) +
            badge(x + 18, 672, tag, accent) +
            text(x + 18, 730, title, { size: 17, weight: 700 }) +
            text(x + 18, 756, 'May 2025 · 3 min read', { size: 13, fill: '#64748b' })
          );
        })
        .join(''),
  );
}

function events() {
  const list = /** @type {const} */ ([
    ['14', 'MAY', 'Open day for new students', 'Building D · 10:00', 'Admissions'],
    ['21', 'MAY', 'Talk: careers in cloud computing', 'Auditorium · 17:00', 'Talks'],
    ['28', 'MAY', 'Final projects exhibition', 'Main hall · 09:00', 'Students'],
    ['04', 'JUN', 'Workshop: Git for beginners', 'Lab 3 · 12:00', 'Workshops'],
    ['11', 'JUN', 'Graduation ceremony 2025', 'Teatro de la Ciudad · 18:00', 'Ceremony'],
  ]);
  return svg(
    rect(0, 0, W, 800, { fill: '#f8fafc' }) +
      header() +
      text(60, 160, 'Events', { size: 34, weight: 800 }) +
      text(60, 190, 'Talks, workshops and ceremonies of the department', { size: 16, fill: '#475569' }) +
      list
        .map(([day, month, title, where, tag], i) => {
          const y = 216 + i * 112;
          return (
            card(60, y, 800, 96) +
            rect(76, y + 14, 68, 68, { fill: accent, rx: 10 }) +
            text(110, y + 48, day, { size: 26, weight: 800, fill: '#ffffff', anchor: 'middle' }) +
            text(110, y + 70, month, { size: 12, weight: 700, fill: '#bae6fd', anchor: 'middle' }) +
            text(166, y + 42, title, { size: 18, weight: 700 }) +
            text(166, y + 68, where, { size: 14, fill: '#64748b' }) +
            badge(720, y + 34, tag, accent)
          );
        })
        .join('') +
      card(890, 216, 330, 320) +
      text(914, 254, 'May 2025', { size: 18, weight: 700 }) +
      ['M', 'T', 'W', 'T', 'F', 'S', 'S']
        .map((d, i) =>
          text(928 + i * 42, 290, d, { size: 13, weight: 700, fill: '#64748b', anchor: 'middle' }),
        )
        .join('') +
      Array.from({ length: 31 }, (_, i) => {
        const pos = i + 3,
          x = 928 + (pos % 7) * 42,
          y = 326 + Math.floor(pos / 7) * 38;
        const marked = [13, 20, 27].includes(i);
        return (
          (marked ? `<circle cx="${x}" cy="${y - 5}" r="15" fill="${accent}"/>` : '') +
          text(x, y, String(i + 1), { size: 13, fill: marked ? '#ffffff' : '#334155', anchor: 'middle' })
        );
      }).join(''),
  );
}

function admin() {
  const posts = /** @type {const} */ ([
    ['New computer lab opens for 2025', 'News', 'Published', '#15803d'],
    ['Open day for new students', 'Event', 'Scheduled', '#0369a1'],
    ['Students win regional hackathon', 'News', 'Published', '#15803d'],
    ['Call for thesis proposals', 'Announcement', 'Draft', '#a16207'],
    ['Research seminar on AI and oceans', 'News', 'Published', '#15803d'],
    ['Library hours during holidays', 'Announcement', 'Draft', '#a16207'],
  ]);
  return svg(
    adminShell({
      brand: 'DASC Admin',
      accent,
      nav: ['Dashboard', 'Posts', 'Events', 'Programmes', 'Staff', 'Media', 'Users'],
      active: 1,
      title: 'Posts',
      user: 'ED',
      sidebar: '#082f49',
    }) +
      rect(292, 96, 340, 40, { fill: '#ffffff', rx: 8, stroke: '#cbd5e1' }) +
      text(312, 121, 'Search posts', { size: 14, fill: '#94a3b8' }) +
      button(1086, 96, 150, '+ New post', accent) +
      card(292, 156, 944, 600) +
      ['Title', 'Type', 'Status', 'Author', 'Updated']
        .map((h, i) =>
          text([316, 690, 840, 980, 1110][i] ?? 0, 190, h, { size: 13, weight: 700, fill: '#64748b' }),
        )
        .join('') +
      posts
        .map(([title, type, status, color], i) => {
          const y = 206 + i * 72;
          return (
            `<path d="M293 ${y}h942" stroke="#f1f5f9"/>` +
            rect(316, y + 20, 32, 32, { fill: '#e0f2fe', rx: 6 }) +
            text(362, y + 42, title, { size: 15, weight: 600 }) +
            text(690, y + 42, type, { size: 14, fill: '#475569' }) +
            badge(840, y + 24, status, color) +
            text(980, y + 42, ['E. Díaz', 'R. Cota', 'E. Díaz', 'M. Ruiz'][i % 4] ?? '', {
              size: 14,
              fill: '#475569',
            }) +
            text(1110, y + 42, `${i + 1} d ago`, { size: 14, fill: '#475569' })
          );
        })
        .join(''),
  );
}

export const screens = [home, events, admin];
