// VetCore Pro, a veterinary clinic's admin panel: dashboard, clients table, a pet's medical record.
import {
  adminShell,
  avatar,
  badge,
  button,
  card,
  circle,
  lineChart,
  paw,
  rect,
  svg,
  text,
} from '../svg-kit.mjs';

export const accent = '#0d9488';
const nav = ['Dashboard', 'Clients', 'Pets', 'Appointments', 'Medical records', 'Company', 'Settings'];
/**
 * The admin panel around a screen, with menu entry `active` chosen.
 * @param {number} active
 * @param {string} title
 */
export const shell = (active, title) =>
  adminShell({ brand: 'VetCore Pro', accent, nav, active, title, user: 'DR' });

/** @typedef {readonly [name: string, email: string, phone: string, pets: number, status: string]} Client */

/** @type {readonly Client[]} */
export const clients = [
  ['María González', 'maria.gonzalez@mail.com', '612 145 2231', 2, 'Active'],
  ['Carlos Ramírez', 'c.ramirez@mail.com', '612 877 9012', 1, 'Active'],
  ['Ana Torres', 'ana.torres@mail.com', '624 310 4420', 3, 'Active'],
  ['Luis Fernández', 'luisf@mail.com', '612 556 0198', 1, 'Inactive'],
  ['Sofía Herrera', 'sofia.h@mail.com', '613 902 7731', 2, 'Active'],
  ['Jorge Castillo', 'jcastillo@mail.com', '612 421 6650', 1, 'Active'],
  ['Valeria Núñez', 'vale.nunez@mail.com', '624 118 3304', 4, 'Active'],
];

/**
 * @param {number} x
 * @param {string} label
 * @param {string} value
 * @param {string} delta
 * @param {string} color
 */
function kpi(x, label, value, delta, color) {
  return (
    card(x, 100, 224, 118) +
    text(x + 20, 132, label, { size: 14, fill: '#64748b' }) +
    text(x + 20, 176, value, { size: 32, weight: 700 }) +
    badge(x + 20, 188, delta, color, { size: 11 })
  );
}

export function dashboard() {
  const upcoming = /** @type {const} */ ([
    ['09:30', 'Luna', 'Labrador · Vaccination', '#0d9488'],
    ['10:15', 'Michi', 'Siamese cat · Check-up', '#7c3aed'],
    ['11:00', 'Rocky', 'Bulldog · Dermatology', '#ea580c'],
    ['12:30', 'Kiwi', 'Parrot · Wing trim', '#16a34a'],
    ['13:45', 'Max', 'German shepherd · X-ray', '#2563eb'],
  ]);
  return svg(
    shell(0, 'Dashboard') +
      kpi(292, "Today's appointments", '18', '+3 vs yesterday', '#16a34a') +
      kpi(532, 'Active patients', '342', '+12 this month', '#16a34a') +
      kpi(772, 'Clients', '256', '+8 this month', '#16a34a') +
      kpi(1012, 'Revenue (MXN)', '$48,920', '−2% vs last week', '#dc2626') +
      card(292, 240, 600, 520) +
      text(316, 278, 'Appointments this month', { size: 17, weight: 700 }) +
      badge(740, 260, 'Last 30 days', '#475569', { size: 12 }) +
      lineChart(320, 310, 548, 380, [12, 15, 11, 18, 16, 21, 19, 24, 22, 20, 26, 23, 28, 25, 30], accent) +
      ['1', '5', '10', '15', '20', '25', '30']
        .map((d, i) => text(320 + i * 91, 720, `May ${d}`, { size: 12, fill: '#64748b' }))
        .join('') +
      card(912, 240, 324, 520) +
      text(936, 278, 'Upcoming today', { size: 17, weight: 700 }) +
      upcoming
        .map(([time, pet, what, color], i) => {
          const y = 308 + i * 88;
          return (
            rect(932, y, 284, 72, { fill: '#f8fafc', rx: 10 }) +
            rect(932, y, 4, 72, { fill: color, rx: 2 }) +
            text(952, y + 30, time, { size: 14, weight: 700, fill: color }) +
            text(1010, y + 30, pet, { size: 15, weight: 700 }) +
            text(952, y + 54, what, { size: 13, fill: '#64748b' })
          );
        })
        .join(''),
  );
}

/**
 * The clients table; `extra` draws over it (a modal, a toast) and `rows` replaces its content.
 * @param {{ rows?: readonly Client[]; highlight?: number; extra?: string; title?: string }} [options]
 */
export function clientsTable({ rows = clients, highlight = -1, extra = '', title = 'Clients' } = {}) {
  const cols = /** @type {const} */ ([316, 530, 770, 910, 990, 1120]);
  const head = ['Name', 'Email', 'Phone', 'Pets', 'Status', ''];
  return svg(
    shell(1, title) +
      rect(292, 96, 320, 40, { fill: '#ffffff', rx: 8, stroke: '#cbd5e1' }) +
      text(316, 121, 'Search clients…', { size: 14, fill: '#94a3b8' }) +
      button(1076, 96, 160, '+ New client', accent) +
      card(292, 156, 944, 596) +
      rect(293, 157, 942, 48, { fill: '#f8fafc', rx: 12 }) +
      head.map((h, i) => text(cols[i] ?? 0, 187, h, { size: 13, weight: 700, fill: '#475569' })).join('') +
      rows
        .map(([name, email, phone, pets, status], i) => {
          const y = 205 + i * 64;
          return (
            (i === highlight ? rect(293, y, 942, 64, { fill: '#ccfbf1' }) : '') +
            `<path d="M293 ${y + 64}h942" stroke="#f1f5f9"/>` +
            avatar(
              cols[0] + 16,
              y + 32,
              16,
              name
                .split(' ')
                .map((p) => p[0])
                .join(''),
              ['#0d9488', '#7c3aed', '#ea580c', '#2563eb'][i % 4] ?? accent,
            ) +
            text(cols[0] + 42, y + 37, name, { size: 14, weight: 600 }) +
            text(cols[1], y + 37, email, { size: 14, fill: '#475569' }) +
            text(cols[2], y + 37, phone, { size: 14, fill: '#475569' }) +
            text(cols[3] + 12, y + 37, String(pets), { size: 14, weight: 600 }) +
            badge(cols[4], y + 20, status, status === 'Active' ? '#15803d' : '#b91c1c', { size: 12 }) +
            text(cols[5], y + 37, 'View · Edit · Delete', { size: 12, fill: accent, weight: 600 })
          );
        })
        .join('') +
      text(316, 734, `Showing 1–${rows.length} of 256 clients`, { size: 13, fill: '#64748b' }) +
      ['‹', '1', '2', '3', '›']
        .map(
          (p, i) =>
            rect(1040 + i * 38, 714, 30, 30, {
              fill: i === 1 ? accent : '#ffffff',
              rx: 6,
              stroke: '#e2e8f0',
            }) +
            text(1055 + i * 38, 735, p, {
              size: 13,
              weight: 600,
              fill: i === 1 ? '#ffffff' : '#334155',
              anchor: 'middle',
            }),
        )
        .join('') +
      extra,
  );
}

export function petRecord() {
  const timeline = /** @type {const} */ ([
    ['12 May 2025', 'Annual vaccination', 'Rabies + DHPP · Dr. Ruiz'],
    ['03 Feb 2025', 'Dental cleaning', 'Under sedation · no complications'],
    ['18 Nov 2024', 'Skin allergy', 'Prescribed antihistamine, 10 days'],
    ['02 Aug 2024', 'Deworming', 'Oral tablet · next due Aug 2025'],
  ]);
  return svg(
    shell(2, 'Pets / Luna') +
      card(292, 100, 340, 652) +
      circle(462, 200, 64, '#fde68a') +
      paw(462, 196, 40, '#b45309') +
      text(462, 306, 'Luna', { size: 26, weight: 700, anchor: 'middle' }) +
      text(462, 332, 'Labrador retriever · Female', { size: 14, fill: '#64748b', anchor: 'middle' }) +
      /** @type {const} */ ([
        ['Age', '4 years'],
        ['Weight', '28.4 kg'],
        ['Owner', 'María González'],
        ['Microchip', '982 000 411 233'],
        ['Blood type', 'DEA 1.1 −'],
      ])
        .map(
          ([k, v], i) =>
            text(320, 390 + i * 44, k, { size: 14, fill: '#64748b' }) +
            text(604, 390 + i * 44, v, { size: 14, weight: 600, anchor: 'end' }),
        )
        .join('') +
      button(320, 622, 284, 'Book appointment', accent) +
      button(320, 672, 284, 'Edit pet', accent, { ghost: true }) +
      card(652, 100, 584, 400) +
      text(676, 138, 'Medical history', { size: 17, weight: 700 }) +
      badge(1120, 120, '4 entries', accent) +
      timeline
        .map(([date, what, note], i) => {
          const y = 176 + i * 78;
          return (
            circle(690, y + 8, 8, accent) +
            (i < 3 ? `<path d="M690 ${y + 16}v62" stroke="#cbd5e1" stroke-width="2"/>` : '') +
            text(712, y + 14, what, { size: 15, weight: 700 }) +
            text(1212, y + 14, date, { size: 13, fill: '#64748b', anchor: 'end' }) +
            text(712, y + 38, note, { size: 13, fill: '#475569' })
          );
        })
        .join('') +
      card(652, 520, 584, 232) +
      text(676, 558, 'Weight (kg)', { size: 17, weight: 700 }) +
      lineChart(680, 580, 528, 140, [22, 24.5, 26, 27.1, 27.8, 28.4], '#2563eb', { grid: 3 }),
  );
}

export const screens = [dashboard, () => clientsTable(), petRecord];
