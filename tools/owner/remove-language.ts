/**
 * `npm run remove-language -- <code>`: takes a language out of the site, everywhere it is: its entry in
 * content/languages.ts, its texts (content/texts/{code}/) and the files only it used under content/public/ (its flag, its
 * not-found picture) and content/fonts/ (its font). The next language becomes the fallback when the first goes. The
 * host configs and the sitemap are written from the languages at build, so nothing else names it.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FONTS_DIR, LANGUAGES_FILE } from '@/content/languages';
import { PROFILE_FILE } from '../../content/profile';
import { CONTENT_DIR, POSTS_DIR, PUBLIC_DIR, TEXTS_DIR } from '@/content/paths';
import { CommandError, commandArgs, writeFormatted } from './project-files';

const USAGE = 'Usage: npm run remove-language -- <code>   (a code of content/languages.ts, such as es)';

/** Each `{ … }` entry of the languages' list as written, with the values the command needs. */
function entriesOf(source: string) {
  return [...source.matchAll(/\{[^{}]*\bcode:\s*['"]([^'"]+)['"][^{}]*\}/g)].map((match) => {
    const value = (field: string) => new RegExp(`\\b${field}:\\s*['"]([^'"]+)['"]`).exec(match[0])?.[1];
    return {
      code: match[1] ?? '',
      text: match[0],
      /** Its files, each with the name other content would use for it. */
      files: [
        ...[value('flag'), value('notFoundImage')].flatMap((path) =>
          path ? [{ file: `${PUBLIC_DIR}${path}`, name: path }] : [],
        ),
        ...[value('font')].flatMap((font) => (font ? [{ file: `${FONTS_DIR}/${font}`, name: font }] : [])),
      ],
    };
  });
}

/** The text of every data module and text file of the content but those `except` names (a skill's icon may be a flag). */
function contentText(root: string, except: (file: string) => boolean) {
  const dir = join(root, CONTENT_DIR);
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|json|md)$/.test(file) && !except(join(CONTENT_DIR, file)))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/**
 * A language's posts (`content/posts/{slug}/{code}.md`); a post written in it alone goes whole, pictures and all.
 */
function postFilesIn(root: string, code: string): string[] {
  const folder = join(root, POSTS_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((slug) => {
    const files = existsSync(join(folder, slug, `${code}.md`)) ? readdirSync(join(folder, slug)) : [];
    if (!files.length) return [];
    const others = files.filter((name) => name.endsWith('.md') && name !== `${code}.md`);
    return [others.length ? `${POSTS_DIR}/${slug}/${code}.md` : `${POSTS_DIR}/${slug}/`];
  });
}

/** Removes the language `code` from the site at `root`; returns the files and folders it changed or removed. */
export async function removeLanguage(root: string, code: string): Promise<string[]> {
  const source = readFileSync(join(root, LANGUAGES_FILE), 'utf8');
  const entries = entriesOf(source);
  const entry = entries.find((candidate) => candidate.code === code);
  if (!entry)
    throw new CommandError(
      `There is no language "${code}" in ${LANGUAGES_FILE}. Languages: ${entries.map((e) => e.code).join(', ')}.`,
    );
  if (entries.length === 1)
    throw new CommandError(
      `"${code}" is the site's only language: add another first (README: "Add a language").`,
    );
  const at = source.indexOf(entry.text);
  // The entry with the comma and line break that separate it from the next one (or the previous one, for the last).
  const after = /^\s*,?/.exec(source.slice(at + entry.text.length))?.[0] ?? '';
  await writeFormatted(
    root,
    LANGUAGES_FILE,
    source.slice(0, at) + source.slice(at + entry.text.length + after.length),
  );
  // Its files go unless another language or any other content names them (a skill's icon may be its flag).
  const others = `${entries
    .filter((e) => e !== entry)
    .map((e) => e.text)
    .join(
      '\n',
    )}\n${contentText(root, (file) => file === LANGUAGES_FILE || file.startsWith(`${TEXTS_DIR}/${code}/`))}`;
  const unused = entry.files.filter(({ name }) => !others.includes(name)).map(({ file }) => file);
  const removed = [`${TEXTS_DIR}/${code}/`, ...unused, ...postFilesIn(root, code)].filter((file) =>
    existsSync(join(root, file)),
  );
  for (const file of removed) rmSync(join(root, file), { recursive: true, force: true });
  return [LANGUAGES_FILE, ...removed];
}

export async function main(args: string[], root = process.cwd()): Promise<string> {
  const { positionals } = commandArgs({ args, allowPositionals: true }, USAGE);
  const [code, ...rest] = positionals;
  if (!code || rest.length) throw new CommandError(USAGE);
  const wasFirst = entriesOf(readFileSync(join(root, LANGUAGES_FILE), 'utf8'))[0]?.code === code;
  const changed = await removeLanguage(root, code);
  const profile = existsSync(join(root, PROFILE_FILE)) ? readFileSync(join(root, PROFILE_FILE), 'utf8') : '';
  return [
    `Removed the language ${code}:`,
    ...changed.map((file) => `  ${file}`),
    ...(wasFirst
      ? ['The next language is now the fallback: its pages move to the plain paths (/, /cv…).']
      : []),
    ...(new RegExp(`\\b${code}:\\s*['"]/`).test(profile)
      ? [`${PROFILE_FILE} names a CV file for ${code} under cv: take it out.`]
      : []),
  ].join('\n');
}
