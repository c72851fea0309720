import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeholderWarnings } from './placeholders';

// A site in two languages, made from the sample by an owner who replaced some of it: what is left must be named by
// file and line, and nothing the owner wrote. Its own files, whatever this site's content is.
const root = mkdtempSync(join(tmpdir(), 'placeholders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const files: Record<string, string> = {
  'content/profile.ts': `export const profileSource = {\n  name: 'Alex Placeholder',\n  jobTitle: 'Sailor',\n  discUrl: 'https://duckduckgo.com/?q=DISC+personality+profile+DC',\n};\n`,
  'content/ascii-portrait.ts': 'export const asciiPortrait = String.raw`\n |  | 42 passing  |  |\n`;\n',
  'content/projects.ts': `export const projectsSource = [\n  { slug: 'tide-api', images: screenshots('tide-api', 3) },\n  { slug: 'buoy', images: screenshots('buoy', 0) },\n];\n`,
  'content/texts/en/home.json': json({
    about: {
      paragraphs: [
        "I'm about to graduate as a software development engineer, with an average grade of 92 out of 100.",
        'I sail.',
      ],
      disc: 'DISC: DC',
    },
  }),
  'content/texts/es/home.json': json({ about: { paragraphs: ['Navego.'], disc: 'DISC: IS' } }),
  'content/texts/en/projects.json': json({
    categories: {
      'projects-web': {
        name: 'Web apps',
        description:
          'User interface designs and front-end builds: landing pages, dashboards and design systems.',
      },
    },
    items: {
      'tide-api': {
        title: 'TODO: Tide Api',
        short_description: 'Tides for sailors.',
        pictures: { 1: 'The tide chart of a bay', 2: 'Tide Api, picture 2', 3: 'TODO: Tide Api, picture 3' },
      },
      buoy: { title: 'Buoy', short_description: 'Buoys, mapped.', pictures: {} },
    },
  }),
  'content/texts/es/projects.json': json({
    categories: { 'projects-web': { name: 'Apps web', description: 'Sistemas para la costa.' } },
    items: {
      'tide-api': {
        title: 'Tide API',
        short_description: 'Tides for sailors.',
        pictures: { 1: 'The tide chart of a bay', 2: 'Tide Api, picture 2', 3: 'TODO: Tide Api, picture 3' },
      },
      buoy: { title: 'Buoy', short_description: 'Boyas, en un mapa.', pictures: {} },
    },
  }),
  'content/posts/tides/en.md':
    "---\ntitle: 'TODO: Tides'\ndate: 2026-03-01\nsummary: Tides.\n---\n\nThe sea rises.\n",
  'content/posts/tides/es.md':
    '---\ntitle: Mareas\ndate: 2026-03-01\nsummary: Mareas.\n---\n\nTODO: traducir.\n',
};

beforeAll(() => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});

/** `file:line` of the first line holding `needle`. */
function at(file: string, needle: string) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  return `${file}:${lines.findIndex((line) => line.includes(needle)) + 1}`;
}

it('names by file and line every text left to write, and none the owner wrote', () => {
  const en = 'content/texts/en/projects.json';
  const es = 'content/texts/es/projects.json';
  expect(placeholderWarnings(root, ['en', 'es'])).toEqual([
    // The sample's made-up owner, wherever they are left (and not the template's comment naming them).
    `${at('content/ascii-portrait.ts', '42 passing')}: the sample's ASCII portrait: |  | 42 passing  |  |`,
    `${at('content/profile.ts', 'Alex')}: the sample owner's name, e-mail or phone: name: 'Alex Placeholder',`,
    `${at('content/profile.ts', 'discUrl')}: the sample's DISC profile: discUrl: 'https://duckduckgo.com/?q=DISC+personality+profile+DC',`,
    `${at('content/texts/en/home.json', 'grade')}: the sample's about-me: "I'm about to graduate as a software development engineer, with an average grade of 92 out of 100.",`,
    `${at('content/texts/en/home.json', 'DISC')}: the sample's DISC profile: "disc": "DISC: DC"`,
    `${at(en, 'User interface')}: a sample category's description: "description": "User interface designs and front-end builds: landing pages, dashboards and design systems."`,
    // The title new-project made from the slug and the alt texts add-images wrote, while they keep their mark; an
    // alt text left as add-images wrote it once its mark is gone, in any language; English left in the Spanish file.
    `${at(en, 'TODO: Tide Api"')}: "title": "TODO: Tide Api",`,
    `${at(en, 'picture 2')}: the alt text add-images wrote: describe picture 2: "Tide Api, picture 2"`,
    `${at(en, 'picture 3')}: "3": "TODO: Tide Api, picture 3"`,
    `${at(es, 'Tides for sailors')}: the same as in en: translate it: "Tides for sailors."`,
    `${at(es, 'tide chart')}: the same as in en: translate it: "The tide chart of a bay"`,
    `${at(es, 'picture 2')}: the alt text add-images wrote: describe picture 2: "Tide Api, picture 2"`,
    `${at(es, 'picture 3')}: "3": "TODO: Tide Api, picture 3"`,
    // A post's texts to write, in its front matter and its text.
    `${at('content/posts/tides/en.md', 'TODO')}: title: 'TODO: Tides'`,
    `${at('content/posts/tides/es.md', 'TODO')}: TODO: traducir.`,
  ]);
});
