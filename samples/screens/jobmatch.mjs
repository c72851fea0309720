// JobMatch, a job platform: vacancy search, a candidate's profile with a match score, a company's applications.
import { avatar, badge, button, card, circle, rect, siteHeader, svg, text, W } from '../svg-kit.mjs';

const accent = '#2563eb';
const header = () =>
  siteHeader({
    brand: 'JobMatch',
    accent,
    links: ['Find jobs', 'Companies', 'Salaries', 'Post a job'],
    cta: 'My profile',
  });
const jobs = /** @type {const} */ ([
  [
    'Frontend Developer (React)',
    'Nubia Software',
    'La Paz, BCS · Hybrid',
    '$35k–45k MXN',
    ['React', 'TypeScript'],
    '#7c3aed',
    '2 days ago',
  ],
  [
    'Backend Developer (Laravel)',
    'Mar de Cortés Tech',
    'Remote',
    '$40k–52k MXN',
    ['PHP', 'MySQL'],
    '#0891b2',
    '3 days ago',
  ],
  [
    'UX/UI Designer',
    'Pixel & Co.',
    'Guadalajara · On-site',
    '$28k–36k MXN',
    ['Figma', 'Research'],
    '#db2777',
    '5 days ago',
  ],
  [
    'Full-stack Developer',
    'Logística Norte',
    'Monterrey · Hybrid',
    '$45k–60k MXN',
    ['Vue', 'Node.js'],
    '#16a34a',
    '1 week ago',
  ],
]);

function search() {
  const filters = /** @type {const} */ ([
    ['Job type', ['Full-time', 'Part-time', 'Internship']],
    ['Work mode', ['Remote', 'Hybrid', 'On-site']],
    ['Experience', ['Junior', 'Mid', 'Senior']],
  ]);
  return svg(
    rect(0, 0, W, 800, { fill: '#f8fafc' }) +
      header() +
      rect(40, 96, 1200, 76, { fill: accent, rx: 14 }) +
      rect(60, 112, 460, 44, { fill: '#ffffff', rx: 8 }) +
      text(80, 140, 'Developer', { size: 15 }) +
      rect(534, 112, 400, 44, { fill: '#ffffff', rx: 8 }) +
      text(554, 140, 'Baja California Sur', { size: 15 }) +
      button(948, 112, 272, 'Search 248 jobs', '#1e3a8a', { h: 44, size: 15 }) +
      card(40, 196, 260, 572) +
      text(62, 232, 'Filters', { size: 18, weight: 700 }) +
      filters
        .map(
          ([title, options], g) =>
            text(62, 276 + g * 160, title, { size: 14, weight: 700, fill: '#334155' }) +
            options
              .map(
                (o, i) =>
                  rect(62, 292 + g * 160 + i * 34, 18, 18, {
                    fill: i === 0 ? accent : '#ffffff',
                    rx: 4,
                    stroke: '#94a3b8',
                  }) + text(90, 306 + g * 160 + i * 34, o, { size: 14, fill: '#334155' }),
              )
              .join(''),
        )
        .join('') +
      jobs
        .map(([title, company, where, salary, tags, color, when], i) => {
          const y = 196 + i * 146;
          return (
            card(320, y, 920, 130) +
            rect(344, y + 24, 56, 56, { fill: color, rx: 12 }) +
            text(372, y + 61, company.charAt(0), {
              size: 26,
              weight: 800,
              fill: '#ffffff',
              anchor: 'middle',
            }) +
            text(420, y + 44, title, { size: 19, weight: 700 }) +
            text(420, y + 70, `${company} · ${where}`, { size: 14, fill: '#64748b' }) +
            tags.map((t, j) => badge(420 + j * 110, y + 86, t, accent)).join('') +
            badge(640, y + 86, salary, '#15803d') +
            text(1216, y + 44, when, { size: 13, fill: '#94a3b8', anchor: 'end' }) +
            button(1096, y + 76, 120, i === 0 ? 'Applied ✓' : 'Apply', i === 0 ? '#16a34a' : accent)
          );
        })
        .join(''),
  );
}

function profile() {
  /**
   * @param {number} cx
   * @param {number} cy
   * @param {number} r
   * @param {number} pct
   */
  const ring = (cx, cy, r, pct) =>
    circle(cx, cy, r, 'none', 'stroke="#dbeafe" stroke-width="14"') +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${(2 * Math.PI * r * pct) / 100} 999" transform="rotate(-90 ${cx} ${cy})"/>`;
  const jobsDone = /** @type {const} */ ([
    ['Web Developer', 'Agencia Sol · 2023–now'],
    ['Freelance developer', 'Self-employed · 2021–2023'],
    ['IT intern', 'Municipio de La Paz · 2020'],
  ]);
  return svg(
    rect(0, 0, W, 800, { fill: '#f8fafc' }) +
      header() +
      card(40, 96, 820, 200) +
      rect(40, 96, 820, 80, { fill: '#dbeafe', rx: 12 }) +
      avatar(130, 190, 56, 'LM', accent) +
      text(206, 214, 'Laura Méndez', { size: 26, weight: 800 }) +
      text(206, 242, 'Full-stack developer · La Paz, BCS · Open to work', { size: 15, fill: '#64748b' }) +
      button(700, 200, 136, 'Message', accent) +
      card(40, 316, 400, 452) +
      text(64, 354, 'Skills', { size: 18, weight: 700 }) +
      ['Laravel', 'PHP', 'Vue.js', 'MySQL', 'Git', 'Docker', 'Bootstrap', 'REST APIs']
        .map((s, i) => badge(64 + (i % 3) * 120, 376 + Math.floor(i / 3) * 44, s, accent, { size: 13 }))
        .join('') +
      text(64, 540, 'Languages', { size: 18, weight: 700 }) +
      text(64, 574, 'Spanish — native', { size: 15 }) +
      text(64, 604, 'English — B2', { size: 15 }) +
      card(460, 316, 400, 452) +
      text(484, 354, 'Experience', { size: 18, weight: 700 }) +
      jobsDone
        .map(
          ([role, where], i) =>
            circle(496, 396 + i * 90, 8, accent) +
            text(516, 402 + i * 90, role, { size: 16, weight: 700 }) +
            text(516, 426 + i * 90, where, { size: 14, fill: '#64748b' }),
        )
        .join('') +
      card(880, 96, 360, 672) +
      text(904, 134, 'Match for “Backend Developer”', { size: 16, weight: 700 }) +
      ring(1060, 290, 96, 87) +
      text(1060, 302, '87%', { size: 40, weight: 800, anchor: 'middle' }) +
      /** @type {const} */ ([
        ['Required skills', '5 of 6'],
        ['Experience', '4 years'],
        ['Location', 'Remote ✓'],
        ['Salary', 'In range ✓'],
      ])
        .map(
          ([k, v], i) =>
            text(904, 450 + i * 44, k, { size: 15, fill: '#64748b' }) +
            text(1216, 450 + i * 44, v, { size: 15, weight: 700, anchor: 'end' }),
        )
        .join('') +
      button(904, 660, 312, 'Invite to interview', accent, { h: 46 }),
  );
}

function applications() {
  const rows = /** @type {const} */ ([
    ['Laura Méndez', 'Backend Developer (Laravel)', '87%', 'Interview', '#7c3aed'],
    ['Diego Aguilar', 'Backend Developer (Laravel)', '81%', 'Reviewed', '#2563eb'],
    ['Paola Ríos', 'Frontend Developer (React)', '78%', 'New', '#0891b2'],
    ['Héctor Lugo', 'Frontend Developer (React)', '74%', 'New', '#0891b2'],
    ['Mónica Silva', 'UX/UI Designer', '69%', 'Rejected', '#dc2626'],
    ['Raúl Ortega', 'Full-stack Developer', '90%', 'Offer sent', '#16a34a'],
  ]);
  return svg(
    rect(0, 0, W, 800, { fill: '#f8fafc' }) +
      siteHeader({
        brand: 'JobMatch',
        accent,
        links: ['Dashboard', 'Vacancies', 'Applications', 'Company'],
        cta: '+ New vacancy',
      }) +
      /** @type {const} */ ([
        ['Open vacancies', '4'],
        ['Applications', '57'],
        ['Interviews', '9'],
        ['Hired', '2'],
      ])
        .map(
          ([k, v], i) =>
            card(40 + i * 302, 96, 282, 100) +
            text(64 + i * 302, 130, k, { size: 14, fill: '#64748b' }) +
            text(64 + i * 302, 176, v, { size: 32, weight: 800 }),
        )
        .join('') +
      card(40, 216, 1200, 552) +
      text(64, 256, 'Latest applications', { size: 18, weight: 700 }) +
      ['Candidate', 'Vacancy', 'Match', 'Status']
        .map((h, i) => text([64, 400, 800, 960][i] ?? 0, 300, h, { size: 13, weight: 700, fill: '#64748b' }))
        .join('') +
      rows
        .map(([name, job, match, status, color], i) => {
          const y = 318 + i * 70;
          return (
            `<path d="M64 ${y}h1152" stroke="#f1f5f9"/>` +
            avatar(
              84,
              y + 35,
              18,
              name
                .split(' ')
                .map((p) => p[0])
                .join(''),
              color,
            ) +
            text(112, y + 40, name, { size: 15, weight: 600 }) +
            text(400, y + 40, job, { size: 14, fill: '#475569' }) +
            text(800, y + 40, match, { size: 15, weight: 700, fill: '#15803d' }) +
            badge(960, y + 22, status, color) +
            text(1216, y + 40, 'Open ›', { size: 14, weight: 600, fill: accent, anchor: 'end' })
          );
        })
        .join(''),
  );
}

export const screens = [search, profile, applications];
