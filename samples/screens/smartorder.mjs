// SmartOrder, a restaurant's e-commerce system: digital menu with cart, kitchen board, sales report.
import {
  adminShell,
  badge,
  barChart,
  button,
  card,
  circle,
  rect,
  siteHeader,
  svg,
  text,
  W,
} from '../svg-kit.mjs';

const accent = '#ea580c';

/**
 * A dish seen from above: plate, food and garnish in the dish's colours.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {readonly [food: string, garnish: string]} colors
 */
function dish(cx, cy, r, [food, garnish]) {
  return (
    circle(cx, cy, r, '#f8fafc', 'stroke="#e2e8f0" stroke-width="3"') +
    circle(cx, cy, r * 0.72, food) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        circle(cx + Math.cos(i * 1.3) * r * 0.38, cy + Math.sin(i * 1.3) * r * 0.38, r * 0.12, garnish),
      )
      .join('')
  );
}

const menu = /** @type {const} */ ([
  ['Tacos al pastor', '$145', ['#f59e0b', '#16a34a']],
  ['Pozole rojo', '$160', ['#b91c1c', '#fef3c7']],
  ['Enchiladas verdes', '$150', ['#65a30d', '#fef9c3']],
  ['Fish tacos', '$175', ['#fde68a', '#7c2d12']],
  ['Chilaquiles', '$130', ['#dc2626', '#fafafa']],
  ['Guacamole', '$95', ['#4d7c0f', '#ef4444']],
]);

function storefront() {
  const chips = ['All', 'Tacos', 'Soups', 'Mains', 'Drinks', 'Desserts'];
  return svg(
    rect(0, 0, W, 800, { fill: '#fff7ed' }) +
      siteHeader({
        brand: 'SmartOrder',
        accent,
        links: ['Menu', 'Orders', 'Track', 'Help'],
        cta: 'Sign in',
      }) +
      text(40, 128, 'Today’s menu', { size: 30, weight: 800 }) +
      text(40, 156, 'La Cocina de Ana · Table 7 · Open until 23:00', { size: 15, fill: '#9a3412' }) +
      chips
        .map(
          (c, i) =>
            rect(40 + i * 110, 178, 100, 36, {
              fill: i === 1 ? accent : '#ffffff',
              rx: 18,
              stroke: '#fed7aa',
            }) +
            text(90 + i * 110, 202, c, {
              size: 14,
              weight: 600,
              fill: i === 1 ? '#ffffff' : '#7c2d12',
              anchor: 'middle',
            }),
        )
        .join('') +
      menu
        .map(([name, price, colors], i) => {
          const x = 40 + (i % 3) * 270,
            y = 236 + Math.floor(i / 3) * 272;
          return (
            card(x, y, 250, 252, 16) +
            rect(x, y, 250, 130, { fill: '#ffedd5', rx: 16 }) +
            dish(x + 125, y + 66, 52, colors) +
            text(x + 18, y + 164, name, { size: 17, weight: 700 }) +
            text(x + 18, y + 188, 'Handmade tortillas, salsa', { size: 13, fill: '#78716c' }) +
            text(x + 18, y + 228, price, { size: 20, weight: 800, fill: '#9a3412' }) +
            button(x + 150, y + 206, 82, 'Add', accent, { h: 34 })
          );
        })
        .join('') +
      card(870, 96, 370, 680, 16) +
      text(894, 136, 'Your order', { size: 20, weight: 800 }) +
      badge(1150, 116, '3 items', accent) +
      /** @type {const} */ ([
        ['2 × Tacos al pastor', '$290'],
        ['1 × Pozole rojo', '$160'],
        ['1 × Agua de horchata', '$45'],
      ])
        .map(
          ([item, p], i) =>
            rect(894, 160 + i * 70, 322, 58, { fill: '#fff7ed', rx: 10 }) +
            text(910, 195 + i * 70, item, { size: 15, weight: 600 }) +
            text(1200, 195 + i * 70, p, { size: 15, weight: 700, anchor: 'end' }),
        )
        .join('') +
      /** @type {const} */ ([
        ['Subtotal', '$495'],
        ['Service', '$25'],
        ['Total', '$520'],
      ])
        .map(
          ([k, v], i) =>
            text(894, 420 + i * 36, k, {
              size: i === 2 ? 18 : 15,
              weight: i === 2 ? 800 : 400,
              fill: i === 2 ? '#0f172a' : '#57534e',
            }) +
            text(1216, 420 + i * 36, v, {
              size: i === 2 ? 18 : 15,
              weight: i === 2 ? 800 : 600,
              anchor: 'end',
            }),
        )
        .join('') +
      input(894, 530, 'Notes for the kitchen…') +
      button(894, 596, 322, 'Pay with card', accent, { h: 48, size: 16 }) +
      button(894, 656, 322, 'Pay at the table', accent, { h: 48, size: 16, ghost: true }),
  );
}

/**
 * @param {number} x
 * @param {number} y
 * @param {string} placeholder
 */
function input(x, y, placeholder) {
  return (
    rect(x, y, 322, 44, { fill: '#ffffff', rx: 8, stroke: '#e7e5e4' }) +
    text(x + 14, y + 28, placeholder, { size: 14, fill: '#a8a29e' })
  );
}

function kitchen() {
  const columns = /** @type {const} */ ([
    [
      'New',
      '#2563eb',
      [['#1042', 'Table 5', ['2 Tacos al pastor', '1 Guacamole'], '1 min']],
      [['#1043', 'Take-away', ['1 Pozole rojo'], '2 min']],
    ],
    [
      'Preparing',
      '#ea580c',
      [['#1039', 'Table 2', ['3 Fish tacos', '2 Horchata'], '8 min']],
      [['#1040', 'Table 9', ['1 Chilaquiles', '1 Coffee'], '6 min']],
      [['#1041', 'Delivery', ['2 Enchiladas verdes'], '5 min']],
    ],
    [
      'Ready',
      '#16a34a',
      [['#1036', 'Table 7', ['2 Tacos al pastor', '1 Pozole rojo'], '12 min']],
      [['#1037', 'Table 1', ['1 Guacamole'], '11 min']],
    ],
  ]);
  return svg(
    adminShell({
      brand: 'SmartOrder',
      accent,
      nav: ['Kitchen', 'Orders', 'Menu', 'Tables', 'Payments', 'Reports'],
      active: 0,
      title: 'Kitchen board · live',
      user: 'AM',
      sidebar: '#1c1917',
    }) +
      columns
        .map(([name, color, ...orders], c) => {
          const x = 292 + c * 320;
          return (
            rect(x, 96, 300, 672, { fill: '#e2e8f0', rx: 14, opacity: 0.6 }) +
            circle(x + 22, 124, 6, color) +
            text(x + 36, 130, name, { size: 17, weight: 700 }) +
            text(x + 280, 130, String(orders.length), {
              size: 15,
              weight: 700,
              fill: '#64748b',
              anchor: 'end',
            }) +
            orders
              .map(([[id, where, items, time]], i) => {
                const y = 152 + i * 200;
                return (
                  card(x + 12, y, 276, 184) +
                  rect(x + 12, y, 5, 184, { fill: color, rx: 2 }) +
                  text(x + 32, y + 32, id, { size: 18, weight: 800 }) +
                  text(x + 272, y + 32, time, { size: 13, fill: '#64748b', anchor: 'end' }) +
                  badge(x + 32, y + 44, where, color, { size: 12 }) +
                  items
                    .map((it, j) => text(x + 32, y + 100 + j * 26, `• ${it}`, { size: 14, fill: '#334155' }))
                    .join('') +
                  button(x + 172, y + 136, 100, c === 2 ? 'Served' : c === 1 ? 'Ready' : 'Start', color, {
                    h: 32,
                    size: 13,
                  })
                );
              })
              .join('')
          );
        })
        .join(''),
  );
}

function report() {
  return svg(
    adminShell({
      brand: 'SmartOrder',
      accent,
      nav: ['Kitchen', 'Orders', 'Menu', 'Tables', 'Payments', 'Reports'],
      active: 5,
      title: 'Sales report',
      user: 'AM',
      sidebar: '#1c1917',
    }) +
      /** @type {const} */ ([
        ['Sales this week', '$84,310'],
        ['Orders', '612'],
        ['Average ticket', '$137.80'],
      ])
        .map(
          ([k, v], i) =>
            card(292 + i * 320, 100, 300, 110) +
            text(316 + i * 320, 136, k, { size: 14, fill: '#64748b' }) +
            text(316 + i * 320, 180, v, { size: 30, weight: 800 }),
        )
        .join('') +
      card(292, 230, 620, 530) +
      text(316, 268, 'Sales per day (MXN)', { size: 17, weight: 700 }) +
      barChart(316, 300, 572, 400, [9800, 11200, 10400, 12900, 15600, 14100, 10300], accent, [
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]) +
      card(932, 230, 304, 530) +
      text(956, 268, 'Top dishes', { size: 17, weight: 700 }) +
      menu
        .slice(0, 5)
        .map(([name], i) => {
          const share = [92, 74, 61, 48, 35][i] ?? 0;
          return (
            text(956, 316 + i * 84, name, { size: 15, weight: 600 }) +
            text(1212, 316 + i * 84, `${share * 4}`, { size: 14, fill: '#64748b', anchor: 'end' }) +
            rect(956, 330 + i * 84, 256, 10, { fill: '#ffedd5', rx: 5 }) +
            rect(956, 330 + i * 84, (256 * share) / 100, 10, { fill: accent, rx: 5 })
          );
        })
        .join(''),
  );
}

export const screens = [storefront, kitchen, report];
