/**
 * What an owner has left to write, by file and line, which the build prints as warnings: every line with the
 * placeholder mark the commands write (texts, titles, alt texts, a new post's front matter and text), what is left of
 * the sample's made-up owner (sample.ts), and each picture's alt text left as add-images wrote it or as the first
 * language has it, in another language's file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { languageCodes, PLACEHOLDER, projectsJson, type ProjectTexts } from './project-files';
import { SAMPLE_TEXTS } from './sample';
import { CONTENT_DIR, POSTS_DIR, TEXTS_DIR } from '../../src/content/paths';

function filesUnder(dir: string, kinds: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .toSorted()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path, kinds) : kinds.test(name) ? [path] : [];
    });
}

/** A line of TypeScript that is only a comment: the template's own words, such as a JSDoc naming the sample. */
const commentLine = (file: string, line: string) => file.endsWith('.ts') && /^\s*(\/\/|\/\*|\*)/.test(line);

const sampleTextIn = (line: string) =>
  SAMPLE_TEXTS.find(({ texts }) => texts.some((text) => line.includes(text)));

/** The marked lines and the sample's leftovers of one file (a project without pictures is not one: it is shown without). */
function linesToWrite(root: string, file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const at = `${relative(root, file)}:${index + 1}`;
      if (line.includes(PLACEHOLDER)) return [`${at}: ${line.trim()}`];
      const sample = commentLine(file, line) ? undefined : sampleTextIn(line);
      return sample ? [`${at}: ${sample.what}: ${line.trim()}`] : [];
    });
}

/** The line of `text` (a JSON file) where the key at the end of `path` is, each key searched after its parent's. */
function lineOfKey(text: string, path: readonly string[]) {
  let at = 0;
  for (const key of path) {
    const found = text.indexOf(`${JSON.stringify(key)}:`, at);
    if (found < 0) return 0;
    at = found + 1;
  }
  return text.slice(0, at).split('\n').length;
}

type Items = Record<string, Partial<ProjectTexts>>;

const readItems = (root: string, language: string): { text: string; items: Items } | undefined => {
  const file = join(root, projectsJson(language));
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  return { text, items: (JSON.parse(text) as { items?: Items }).items ?? {} };
};

/**
 * Alt texts left as add-images wrote them once their mark is gone ("Tide Api, picture 2"), and, in every language
 * but the first, alt texts and card sentences the same as the first language's: left untranslated.
 */
function untouchedTexts(root: string, languages: readonly string[]): string[] {
  const [first, ...others] = languages;
  const original = first ? readItems(root, first)?.items : undefined;
  return languages.flatMap((language) => {
    const read = readItems(root, language);
    if (!read) return [];
    const at = (path: string[]) => `${projectsJson(language)}:${lineOfKey(read.text, ['items', ...path])}`;
    const same = (text: string | undefined, mine: string) =>
      others.includes(language) && mine !== '' && !mine.includes(PLACEHOLDER) && text === mine;
    return Object.entries(read.items).flatMap(([slug, item]) => {
      const pictures = Object.entries(item.pictures ?? {}).flatMap(([n, alt]) => {
        if (alt.includes(PLACEHOLDER)) return [];
        if (new RegExp(`, picture ${n}$`).test(alt))
          return [
            `${at([slug, 'pictures', n])}: the alt text add-images wrote: describe picture ${n}: "${alt}"`,
          ];
        return same(original?.[slug]?.pictures?.[n], alt)
          ? [`${at([slug, 'pictures', n])}: the same as in ${first}: translate it: "${alt}"`]
          : [];
      });
      const sentence = item.short_description ?? '';
      const card = same(original?.[slug]?.short_description, sentence)
        ? [`${at([slug, 'short_description'])}: the same as in ${first}: translate it: "${sentence}"`]
        : [];
      return [...card, ...pictures];
    });
  });
}

/** `file:line: what` of each text left to write in the site at `root`, file by file, line by line. */
export function placeholderWarnings(root: string, languages: readonly string[] = languageCodes()): string[] {
  const files = [
    ...filesUnder(join(root, CONTENT_DIR), /^(?!.*\.test\.ts$).*\.ts$/),
    ...filesUnder(join(root, TEXTS_DIR), /\.(json|md)$/),
    ...filesUnder(join(root, POSTS_DIR), /\.md$/),
  ].filter((file) => existsSync(file));
  const order = files.map((file) => relative(root, file));
  const place = (warning: string) => {
    const [file = '', line = '0'] = warning.split(':');
    return [order.indexOf(file), Number(line)] as const;
  };
  return [...files.flatMap((file) => linesToWrite(root, file)), ...untouchedTexts(root, languages)].toSorted(
    (a, b) => {
      const [[fileA, lineA], [fileB, lineB]] = [place(a), place(b)];
      return fileA - fileB || lineA - lineB;
    },
  );
}
