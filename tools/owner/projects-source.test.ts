import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { appendEntry, exportUnusedHelpers, projectSlugs, removeEntries } from './projects-source';

// The catalogue of content/projects.ts written the ways an owner's file may be: as prettier prints it when
// empty or short, by hand, with comments.
const header = `import type { z } from 'zod';
import { PROJECT_IMAGE_WIDTHS } from '@/lib/images';
import type { projectFactsSchema } from './schemas';

function screenshots(slug: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, path: \`/\${slug}/\${i + 1}\`, widths: [...PROJECT_IMAGE_WIDTHS] }));
}

/** A feature described in words only. */
const highlight = (id: string) => ({ id, hasCaption: true });
`;
const catalogue = (array: string) =>
  `${header}\nexport const projectsSource: z.input<typeof projectFactsSchema>[] = ${array};\n\nexport const PROJECTS_FILE = 'content/projects.ts';\n`;
const entry = (slug: string) => `{ slug: '${slug}', images: screenshots('${slug}', 0), features: [] }`;
const prettier = (source: string) =>
  format(source, { parser: 'typescript', printWidth: 110, singleQuote: true, trailingComma: 'all' });

describe('new-project adds its entry to the catalogue however it is written', () => {
  const written = {
    'empty, as prettier prints it': '[]',
    'empty, over lines, with a comment': '[\n  // my projects\n]',
    'one entry on one line': `[${entry('a')}]`,
    'entries with a trailing comma and comments': `[\n  // first\n  ${entry('a')},\n  ${entry('b')}, // last\n]`,
    'typed with satisfies': `[${entry('a')}] satisfies unknown[]`,
  };
  it.each(Object.entries(written))('%s', async (_, array) => {
    const before = projectSlugs(catalogue(array));
    const after = appendEntry(catalogue(array), entry('my-app'));
    expect(projectSlugs(after)).toEqual([...before, 'my-app']);
    // What the command writes is then formatted: it must parse and keep every comment.
    const formatted = await prettier(after);
    expect(projectSlugs(formatted)).toEqual([...before, 'my-app']);
    for (const comment of array.match(/\/\/ \w+/g) ?? []) expect(formatted).toContain(comment);
  });

  it('adds entries one after another, each written with its trailing comma as new-project does, leaving no hole', async () => {
    let source = catalogue('[]');
    for (const slug of ['a', 'b', 'c']) source = appendEntry(source, `${entry(slug)},`);
    const formatted = await prettier(source);
    expect(projectSlugs(formatted)).toEqual(['a', 'b', 'c']);
    // An elision (`, ,`) is a hole: `undefined` in the catalogue.
    expect(formatted).not.toMatch(/,\s*,/);
  });

  it('names the file when it has no catalogue to add to', () => {
    expect(() => appendEntry(`${header}\nexport const projects = [];\n`, entry('my-app'))).toThrow(
      'content/projects.ts: no "export const projectsSource = [ … ];" was found',
    );
  });
});

describe('remove-project takes entries out of the catalogue', () => {
  const four = catalogue(
    `[\n  // A's story\n  ${entry('a')},\n  // B's story\n  ${entry('b')},\n  ${entry('c')},\n  // D's story\n  ${entry('d')}\n]`,
  );

  it.each([
    [['a'], ['b', 'c', 'd']],
    [
      ['b', 'c'],
      ['a', 'd'],
    ],
    [
      ['a', 'b'],
      ['c', 'd'],
    ],
    [['d'], ['a', 'b', 'c']],
    [
      ['a', 'd'],
      ['b', 'c'],
    ],
    [['a', 'b', 'c', 'd'], []],
  ])('without %j: %j, each with its own comment', async (removed, left) => {
    const formatted = await prettier(removeEntries(four, new Set(removed)));
    expect(projectSlugs(formatted)).toEqual(left);
    for (const slug of ['a', 'b', 'd'])
      expect(formatted.includes(`// ${slug.toUpperCase()}'s story`), slug).toBe(left.includes(slug));
  });

  it('exports a helper no entry calls any more, so that the type check and the linter take the file as it is', async () => {
    const source = catalogue(`[{ slug: 'a', images: screenshots('a', 2), features: [highlight('x')] }]`);
    expect(exportUnusedHelpers(source)).toBe(source);
    const empty = await prettier(exportUnusedHelpers(removeEntries(source, new Set(['a']))));
    expect(empty).toContain('export const projectsSource: z.input<typeof projectFactsSchema>[] = [];');
    expect(empty).toContain('\nexport function screenshots(slug: string, count: number) {');
    expect(empty).toContain(
      '/** A feature described in words only. */\nexport const highlight = (id: string)',
    );
    // A property or a member of that name is not a call of the helper.
    const named = catalogue(`[{ slug: 'a', highlight: 1, images: [].screenshots }]`);
    expect(exportUnusedHelpers(named)).toContain('export const highlight');
  });
});
