// VetCore Pro's feature videos: each is a list of steps drawn over the admin panel,
// with the cursor moving from one point to the next while `t` goes from 0 to 1.
import { button, card, svg, text } from '../svg-kit.mjs';
import { accent, clients, clientsTable, shell } from './vetcore-pro.mjs';
import {
  clientPage,
  companyForm,
  companyGate,
  dim,
  modal,
  newClient,
  registerForm,
  rowsWith,
  toast,
  type,
} from './vetcore-scenes.mjs';

/** @typedef {[number, number]} Point */
/** @typedef {[frames: number, draw: (t: number) => string, from: Point, to: Point]} Step */
/**
 * Each video: [id, steps]; a step is [frames, draw(t), cursor from, cursor to].
 * @type {[id: string, steps: Step[]][]}
 */
export const videos = [
  [
    'client-create',
    [
      [10, () => clientsTable(), [700, 500], [1150, 116]],
      [
        22,
        (t) =>
          clientsTable({
            extra: modal(
              'New client',
              [
                ['Full name', (u) => type(newClient[0], u * 3)],
                ['Email', (u) => type(newClient[1], u * 3 - 1)],
                ['Phone', (u) => type(newClient[2], u * 3 - 2)],
              ],
              t,
              { focus: Math.min(2, Math.floor(t * 3)) },
            ),
          }),
        [640, 280],
        [800, 464],
      ],
      [
        14,
        () =>
          clientsTable({
            rows: rowsWith([...newClient, 0, 'Active']),
            highlight: 0,
            extra: toast('Client created'),
          }),
        [800, 464],
        [900, 400],
      ],
    ],
  ],
  [
    'client-edit',
    [
      [10, () => clientsTable(), [700, 500], [1150, 306]],
      [
        20,
        (t) =>
          clientsTable({
            extra: modal(
              'Edit client',
              [
                ['Full name', 'Carlos Ramírez'],
                ['Email', 'c.ramirez@mail.com'],
                ['Phone', (u) => (u < 0.3 ? '612 877 9012' : type('612 450 1188', (u - 0.3) * 1.6))],
              ],
              t,
              { focus: 2 },
            ),
          }),
        [640, 420],
        [800, 464],
      ],
      [
        14,
        () =>
          clientsTable({
            rows: clients.map((r, i) => (i === 1 ? [r[0], r[1], '612 450 1188', r[3], r[4]] : r)),
            highlight: 1,
            extra: toast('Client updated'),
          }),
        [800, 464],
        [900, 400],
      ],
    ],
  ],
  [
    'client-show',
    [
      [12, () => clientsTable(), [700, 500], [1130, 242]],
      [24, () => clientPage(3), [1130, 242], [900, 300]],
    ],
  ],
  [
    'client-destroy',
    [
      [10, () => clientsTable(), [700, 500], [1210, 434]],
      [
        14,
        () =>
          clientsTable({
            highlight: 3,
            extra:
              dim() +
              card(430, 290, 420, 200, 16) +
              text(460, 336, 'Delete Luis Fernández?', { size: 20, weight: 700 }) +
              text(460, 366, 'The client and their pets will be removed.', { size: 14, fill: '#64748b' }) +
              button(700, 420, 120, 'Delete', '#dc2626') +
              button(570, 420, 116, 'Cancel', accent, { ghost: true }),
          }),
        [1210, 434],
        [760, 440],
      ],
      [
        14,
        () => clientsTable({ rows: clients.filter((_, i) => i !== 3), extra: toast('Client deleted') }),
        [760, 440],
        [900, 400],
      ],
    ],
  ],
  [
    'company-edit',
    [
      [8, () => svg(companyForm(0, false)), [700, 600], [560, 432]],
      [20, (t) => svg(companyForm(t, true)), [560, 432], [1140, 658]],
      [12, () => svg(companyForm(1, true) + toast('Company updated')), [1140, 658], [1000, 500]],
    ],
  ],
  [
    'pet-create',
    [
      [10, () => clientPage(2), [800, 600], [1150, 130]],
      [
        20,
        (t) =>
          clientPage(2).replace(
            /<\/svg>$/,
            modal(
              'New pet',
              [
                ['Name', (u) => type('Coco', u * 3)],
                ['Species', (u) => type('Dog', u * 3 - 1)],
                ['Breed', (u) => type('Beagle', u * 3 - 2)],
              ],
              t,
              { focus: Math.min(2, Math.floor(t * 3)) },
            ) + '</svg>',
          ),
        [640, 280],
        [800, 464],
      ],
      [14, () => clientPage(3).replace(/<\/svg>$/, `${toast('Pet added')}</svg>`), [800, 464], [900, 300]],
    ],
  ],
  [
    'pet-destroy',
    [
      [10, () => clientPage(3), [800, 600], [1180, 369]],
      [
        10,
        () =>
          clientPage(3).replace(
            /<\/svg>$/,
            `${dim()}${card(430, 290, 420, 180, 16)}${text(460, 336, 'Delete Coco?', { size: 20, weight: 700 })}${button(700, 400, 120, 'Delete', '#dc2626')}${button(570, 400, 116, 'Cancel', accent, { ghost: true })}</svg>`,
          ),
        [1180, 369],
        [760, 420],
      ],
      [
        16,
        () => clientPage(2).replace(/<\/svg>$/, `${toast('Pet deleted: 2 pets left')}</svg>`),
        [760, 420],
        [1150, 132],
      ],
    ],
  ],
  [
    'register',
    [
      [18, (t) => svg(registerForm(t)), [640, 300], [640, 638]],
      [20, (t) => svg(companyGate(t)), [640, 400], [1136, 552]],
      [
        12,
        () =>
          svg(
            shell(0, 'Dashboard') +
              toast('Company created') +
              text(292, 140, 'Welcome, Daniel! Your clinic is ready.', { size: 22, weight: 700 }),
          ),
        [1136, 552],
        [900, 400],
      ],
    ],
  ],
];
