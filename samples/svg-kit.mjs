// Small SVG drawing helpers for the sample screenshots and videos: every screen is 1280×800 and drawn from these.
export const W = 1280;
export const H = 800;
const family = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
let uid = 0;

/** @param {string | number} s */
export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {number} x
 * @param {number} y
 * @param {string | number} s
 * @param {{ size?: number; weight?: number; fill?: string; anchor?: string; mono?: boolean; opacity?: number }} [options]
 */
export function text(
  x,
  y,
  s,
  { size = 14, weight = 400, fill = '#0f172a', anchor = 'start', mono = false, opacity = 1 } = {},
) {
  const font = mono ? "'Liberation Mono', 'DejaVu Sans Mono', monospace" : family;
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}">${esc(s)}</text>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ fill?: string; rx?: number; stroke?: string; sw?: number; opacity?: number }} [options]
 */
export function rect(x, y, w, h, { fill = '#ffffff', rx = 0, stroke, sw = 1, opacity = 1 } = {}) {
  const line = stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${line} opacity="${opacity}"/>`;
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} fill
 */
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/**
 * A card with a soft border, as most UI kits draw them.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
export const card = (x, y, w, h, rx = 12) => rect(x, y, w, h, { fill: '#ffffff', rx, stroke: '#e2e8f0' });

/**
 * A rounded label with a pale background and a strong text colour.
 * @param {number} x
 * @param {number} y
 * @param {string} label
 * @param {string} color
 * @param {{ size?: number; bg?: string }} [options]
 */
export function badge(x, y, label, color, { size = 12, bg } = {}) {
  const w = Math.round(label.length * size * 0.6 + 20);
  return (
    rect(x, y, w, size + 12, { fill: bg ?? color, rx: (size + 12) / 2, opacity: bg ? 1 : 0.15 }) +
    text(x + w / 2, y + size + 3, label, { size, weight: 600, fill: color, anchor: 'middle' })
  );
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} label
 * @param {string} color
 * @param {{ h?: number; ghost?: boolean; size?: number }} [options]
 */
export function button(x, y, w, label, color, { h = 38, ghost = false, size = 14 } = {}) {
  return (
    rect(x, y, w, h, { fill: ghost ? '#ffffff' : color, rx: 8, stroke: ghost ? '#cbd5e1' : undefined }) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, {
      size,
      weight: 600,
      fill: ghost ? '#334155' : '#ffffff',
      anchor: 'middle',
    })
  );
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} initials
 * @param {string} color
 */
export function avatar(cx, cy, r, initials, color) {
  return (
    circle(cx, cy, r, color) +
    text(cx, cy + r * 0.36, initials, { size: r * 0.9, weight: 700, fill: '#ffffff', anchor: 'middle' })
  );
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} placeholder
 * @param {{ value?: string; h?: number; label?: string; focus?: boolean; accent?: string }} [options]
 */
export function input(
  x,
  y,
  w,
  placeholder,
  { value, h = 40, label, focus = false, accent = '#2563eb' } = {},
) {
  return (
    (label ? text(x, y - 8, label, { size: 13, weight: 600, fill: '#334155' }) : '') +
    rect(x, y, w, h, { fill: '#ffffff', rx: 8, stroke: focus ? accent : '#cbd5e1', sw: focus ? 2 : 1 }) +
    text(x + 14, y + h / 2 + 5, value ?? placeholder, { size: 14, fill: value ? '#0f172a' : '#94a3b8' })
  );
}

/**
 * A made-up photograph: sky, sun and hills in one palette, clipped to a rounded box.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {readonly string[]} palette
 * @param {{ rx?: number; seed?: number }} [options]
 */
export function photo(x, y, w, h, palette, { rx = 10, seed = 1 } = {}) {
  const id = `p${++uid}`;
  const [sky1, sky2, hill1, hill2, sun = '#ffffff'] = palette;
  /** @param {number} i */
  const peak = (i) => y + h * (0.45 + ((seed * (i + 3) * 37) % 20) / 100);
  return `<defs><clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath>
  <linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <g clip-path="url(#${id}c)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}g)"/>
  ${circle(x + w * (0.25 + (seed % 5) / 10), y + h * 0.32, Math.min(w, h) * 0.1, sun, 'opacity="0.9"')}
  <path d="M${x} ${y + h} L${x} ${peak(1)} L${x + w * 0.3} ${peak(2) - h * 0.12} L${x + w * 0.6} ${peak(3)} L${x + w} ${peak(4) - h * 0.08} L${x + w} ${y + h}Z" fill="${hill1}"/>
  <path d="M${x} ${y + h} L${x} ${y + h * 0.78} Q${x + w * 0.35} ${y + h * 0.6} ${x + w * 0.7} ${y + h * 0.8} T${x + w} ${y + h * 0.74} L${x + w} ${y + h}Z" fill="${hill2}"/></g>`;
}

export const palettes = /** @type {const} */ ([
  ['#fde68a', '#fb923c', '#9a3412', '#431407', '#fff7ed'],
  ['#bae6fd', '#e0f2fe', '#0369a1', '#0c4a6e', '#fef9c3'],
  ['#c7d2fe', '#fbcfe8', '#6d28d9', '#3b0764', '#fdf4ff'],
  ['#a7f3d0', '#ecfccb', '#15803d', '#14532d', '#fefce8'],
  ['#fecdd3', '#fed7aa', '#be123c', '#4c0519', '#fff1f2'],
  ['#1e293b', '#6366f1', '#334155', '#0f172a', '#fde047'],
]);

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number[]} values
 * @param {string} color
 * @param {{ grid?: number; area?: boolean }} [options]
 */
export function lineChart(x, y, w, h, values, color, { grid = 4, area = true } = {}) {
  const max = Math.max(...values) * 1.15;
  const pts = values.map(
    (v, i) => /** @type {const} */ ([x + (i / (values.length - 1)) * w, y + h - (v / max) * h]),
  );
  const path = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
  const lines = Array.from(
    { length: grid + 1 },
    (_, i) => `<path d="M${x} ${y + (i * h) / grid}h${w}" stroke="#e2e8f0"/>`,
  ).join('');
  const fill = area
    ? `<path d="${path} L${x + w} ${y + h} L${x} ${y + h}Z" fill="${color}" opacity="0.12"/>`
    : '';
  return `${lines}${fill}<path d="${path}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number[]} values
 * @param {string} color
 * @param {string[]} [labels]
 */
export function barChart(x, y, w, h, values, color, labels = []) {
  const max = Math.max(...values) * 1.1;
  const bw = w / values.length;
  return values
    .map((v, i) => {
      const bh = (v / max) * h;
      return (
        rect(x + i * bw + bw * 0.2, y + h - bh, bw * 0.6, bh, {
          fill: color,
          rx: 4,
          opacity: i === values.length - 1 ? 1 : 0.7,
        }) +
        (labels[i]
          ? text(x + i * bw + bw / 2, y + h + 20, labels[i] ?? '', {
              size: 12,
              fill: '#64748b',
              anchor: 'middle',
            })
          : '')
      );
    })
    .join('');
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} n
 */
export const stars = (x, y, n, size = 14, color = '#f59e0b') =>
  Array.from({ length: 5 }, (_, i) =>
    text(x + i * size, y, '★', { size, fill: i < n ? color : '#cbd5e1' }),
  ).join('');

/**
 * An admin panel: dark sidebar with the product's name and menu, a top bar with search and the user.
 * @param {{ brand: string; accent: string; nav: string[]; active: number; title: string; user?: string; sidebar?: string }} shell
 */
export function adminShell({ brand, accent, nav, active, title, user = 'AM', sidebar = '#0f172a' }) {
  const items = nav
    .map(
      (item, i) =>
        (i === active ? rect(16, 108 + i * 48, 228, 40, { fill: accent, rx: 8 }) : '') +
        rect(32, 122 + i * 48, 12, 12, { fill: i === active ? '#ffffff' : '#64748b', rx: 3 }) +
        text(56, 133 + i * 48, item, {
          size: 15,
          weight: i === active ? 600 : 400,
          fill: i === active ? '#ffffff' : '#cbd5e1',
        }),
    )
    .join('');
  return (
    rect(0, 0, W, H, { fill: '#f1f5f9' }) +
    rect(0, 0, 260, H, { fill: sidebar }) +
    rect(24, 30, 36, 36, { fill: accent, rx: 10 }) +
    text(42, 55, brand[0] ?? '', { size: 20, weight: 800, fill: '#ffffff', anchor: 'middle' }) +
    text(72, 55, brand, { size: 20, weight: 700, fill: '#ffffff' }) +
    items +
    rect(260, 0, W - 260, 72, { fill: '#ffffff' }) +
    `<path d="M260 72h${W - 260}" stroke="#e2e8f0"/>` +
    text(292, 45, title, { size: 22, weight: 700 }) +
    rect(860, 18, 300, 36, { fill: '#f1f5f9', rx: 18 }) +
    text(884, 41, 'Search…', { size: 14, fill: '#94a3b8' }) +
    circle(1190, 36, 8, '#cbd5e1') +
    avatar(1232, 36, 18, user, accent)
  );
}

/**
 * A public website: top bar with logo, links and a call to action.
 * @param {{ brand: string; accent: string; links: string[]; cta?: string; dark?: boolean }} header
 */
export function siteHeader({ brand, accent, links, cta, dark = false }) {
  const bg = dark ? '#0f172a' : '#ffffff';
  const fg = dark ? '#e2e8f0' : '#334155';
  return (
    rect(0, 0, W, 72, { fill: bg }) +
    `<path d="M0 72h${W}" stroke="${dark ? '#1e293b' : '#e2e8f0'}"/>` +
    rect(40, 20, 32, 32, { fill: accent, rx: 8 }) +
    text(84, 44, brand, { size: 20, weight: 800, fill: dark ? '#ffffff' : '#0f172a' }) +
    links
      .map((l, i) =>
        text(420 + i * 120, 42, l, { size: 15, weight: i === 0 ? 700 : 500, fill: i === 0 ? accent : fg }),
      )
      .join('') +
    (cta ? button(W - 190, 17, 150, cta, accent) : '')
  );
}

/** @param {string} body */
export const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;

/**
 * A paw print, the veterinary product's mark.
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 * @param {string} color
 */
export const paw = (cx, cy, s, color) =>
  `<g fill="${color}"><ellipse cx="${cx}" cy="${cy + s * 0.35}" rx="${s * 0.55}" ry="${s * 0.45}"/>` +
  /** @type {[number, number][]} */ ([
    [-0.62, -0.25],
    [-0.22, -0.62],
    [0.22, -0.62],
    [0.62, -0.25],
  ])
    .map(([dx, dy]) => `<ellipse cx="${cx + dx * s}" cy="${cy + dy * s}" rx="${s * 0.2}" ry="${s * 0.26}"/>`)
    .join('') +
  '</g>';
