// The screens that VetCore Pro's feature videos are made of (see vetcore-videos.mjs): forms, dialogs and toasts
// over the admin panel, each drawn at a moment `t` between 0 and 1 of its step.
import { avatar, badge, button, card, circle, input, paw, rect, svg, text } from '../svg-kit.mjs';
import { accent, clients, shell } from './vetcore-pro.mjs';

/**
 * `value` as typed so far at moment `t` (all of it a little before the step ends).
 * @param {string} value
 * @param {number} t
 */
export const type = (value, t) =>
  value.slice(0, Math.round(value.length * Math.max(0, Math.min(1, t * 1.3))));
export const dim = () => rect(0, 0, 1280, 800, { fill: '#0f172a', opacity: 0.45 });
/** @param {string} message */
export const toast = (message) =>
  rect(930, 700, 310, 56, { fill: '#064e3b', rx: 10 }) +
  circle(958, 728, 10, '#34d399') +
  text(980, 734, message, { size: 15, weight: 600, fill: '#ffffff' });

/** @typedef {readonly [label: string, value: string | ((t: number) => string)]} Field */

/**
 * A dialog over the screen with `fields`, each a value or what it shows at moment `t`.
 * @param {string} title
 * @param {readonly Field[]} fields
 * @param {number} t
 * @param {{ save?: string; focus?: number }} [options]
 */
export function modal(title, fields, t, { save = 'Save', focus = -1 } = {}) {
  return (
    dim() +
    card(390, 140, 500, 110 + fields.length * 84, 16) +
    text(420, 184, title, { size: 20, weight: 700 }) +
    fields
      .map(([label, value], i) =>
        input(420, 234 + i * 84, 440, '', {
          label,
          value: typeof value === 'function' ? value(t) : value,
          focus: i === focus,
          accent,
        }),
      )
      .join('') +
    button(740, 236 + fields.length * 84 - 8, 120, save, accent) +
    button(610, 236 + fields.length * 84 - 8, 116, 'Cancel', accent, { ghost: true })
  );
}

export const newClient = /** @type {const} */ (['Fernanda López', 'fer.lopez@mail.com', '612 300 4455']);
/** @param {import('./vetcore-pro.mjs').Client} row */
export const rowsWith = (row) => [row, ...clients.slice(0, 6)];

/** @param {number} pets */
export function clientPage(pets) {
  const list = /** @type {const} */ ([
    ['Luna', 'Labrador retriever', '4 years'],
    ['Simba', 'Persian cat', '2 years'],
    ['Coco', 'Beagle', '7 years'],
  ]).slice(0, pets);
  return svg(
    shell(1, 'Clients / María González') +
      card(292, 100, 380, 440) +
      avatar(482, 190, 52, 'MG', accent) +
      text(482, 282, 'María González', { size: 24, weight: 700, anchor: 'middle' }) +
      text(482, 308, 'Client since March 2023', { size: 14, fill: '#64748b', anchor: 'middle' }) +
      /** @type {const} */ ([
        ['Email', 'maria.gonzalez@mail.com'],
        ['Phone', '612 145 2231'],
        ['Address', 'Av. Obregón 120, La Paz'],
      ])
        .map(
          ([k, v], i) =>
            text(316, 360 + i * 44, k, { size: 14, fill: '#64748b' }) +
            text(648, 360 + i * 44, v, { size: 14, weight: 600, anchor: 'end' }),
        )
        .join('') +
      card(692, 100, 544, 440) +
      text(716, 140, 'Pets', { size: 18, weight: 700 }) +
      badge(1110, 120, `${pets} pets`, accent, { size: 13 }) +
      list
        .map(
          ([name, breed, age], i) =>
            rect(716, 164 + i * 84, 496, 70, { fill: '#f8fafc', rx: 10 }) +
            paw(752, 200 + i * 84, 14, accent) +
            text(784, 194 + i * 84, name, { size: 16, weight: 700 }) +
            text(784, 216 + i * 84, `${breed} · ${age}`, { size: 13, fill: '#64748b' }) +
            text(1196, 205 + i * 84, 'Delete', { size: 13, weight: 700, fill: '#dc2626', anchor: 'end' }),
        )
        .join(''),
  );
}

/**
 * @param {number} t
 * @param {boolean} edited
 */
export function companyForm(t, edited) {
  const fields = [
    [
      'Clinic name',
      edited && t > 0.15 ? type('Clínica Veterinaria Patitas Felices', (t - 0.15) * 1.2) : 'Clínica Patitas',
    ],
    ['Tax ID (RFC)', 'CVP190312AB1'],
    ['Address', 'Blvd. Forjadores 455, La Paz, BCS'],
    ['Phone', '612 122 3344'],
    ['Opening hours', 'Mon–Sat 9:00–20:00'],
  ];
  return (
    shell(5, 'Company') +
    card(292, 100, 944, 600) +
    text(316, 140, 'Company profile', { size: 18, weight: 700 }) +
    rect(316, 166, 96, 96, { fill: '#ccfbf1', rx: 16 }) +
    paw(364, 214, 24, accent) +
    text(432, 220, 'Logo · PNG up to 2 MB', { size: 14, fill: '#64748b' }) +
    fields
      .map(([label, value], i) =>
        input(316 + (i % 2) * 460, 316 + Math.floor(i / 2) * 96, 436, '', {
          label,
          value,
          focus: edited && i === 0,
          accent,
        }),
      )
      .join('') +
    button(1076, 640, 136, 'Save changes', accent)
  );
}

/** @param {number} t */
export function registerForm(t) {
  return (
    rect(0, 0, 1280, 800, { fill: '#f0fdfa' }) +
    card(440, 90, 400, 600, 18) +
    paw(640, 150, 24, accent) +
    text(640, 214, 'Create your account', { size: 24, weight: 700, anchor: 'middle' }) +
    /** @type {const} */ ([
      ['Full name', 'Daniel Rivas'],
      ['Email', 'daniel@patitas.mx'],
      ['Password', '••••••••••'],
      ['Confirm password', '••••••••••'],
    ])
      .map(([label, value], i) =>
        input(472, 270 + i * 84, 336, '', { label, value: type(value, t * 4 - i), accent }),
      )
      .join('') +
    button(472, 616, 336, 'Register', accent, { h: 44 })
  );
}

/** @param {number} t */
export function companyGate(t) {
  return (
    shell(5, 'Register your company') +
    rect(292, 96, 944, 64, { fill: '#fef3c7', rx: 10, stroke: '#f59e0b' }) +
    text(316, 134, 'Your account has no company yet: register your clinic to use VetCore Pro.', {
      size: 15,
      weight: 600,
      fill: '#92400e',
    }) +
    card(292, 180, 944, 420) +
    /** @type {const} */ ([
      ['Clinic name', 'Clínica Patitas'],
      ['Tax ID (RFC)', 'CVP190312AB1'],
      ['Address', 'Blvd. Forjadores 455'],
      ['Phone', '612 122 3344'],
    ])
      .map(([label, value], i) =>
        input(316 + (i % 2) * 460, 240 + Math.floor(i / 2) * 96, 436, '', {
          label,
          value: type(value, t * 4 - i),
          accent,
        }),
      )
      .join('') +
    button(1060, 530, 152, 'Create company', accent)
  );
}
