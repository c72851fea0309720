/**
 * Where a project's pieces live, relative to the site's root (a temporary copy in tests), and the edits the owner's
 * commands make to them. Messages name the file, for an owner to look at.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { PROJECTS_FILE } from '../../content/projects';
import { siteLanguages } from '@/content/languages';
import { PUBLIC_DIR, TEXTS_DIR } from '@/content/paths';

/** Marks a text the commands wrote for the owner to replace; the build lists every line that still has it. */
export const PLACEHOLDER = 'TODO:';

/** `text` without the placeholder mark: a title the command wrote, as it reads in a text about the project. */
export const unmarked = (text: string) => text.replace(PLACEHOLDER, '').trim();

export const languageCodes = () => siteLanguages.map((language) => language.code);
export const projectsJson = (language: string) => `${TEXTS_DIR}/${language}/projects.json`;
export const documentationFile = (language: string, slug: string) =>
  `${TEXTS_DIR}/${language}/docs/${slug}.md`;
export const picturesFolder = (slug: string) => `${PUBLIC_DIR}/images/projects/${slug}`;

/** A mistake in a command's arguments or in the files it edits: printed as is, without a stack. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** A command's arguments read by `parseArgs(config)`; a mistake in them is printed with the command's usage line. */
export function commandArgs<const T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : error}\n${usage}`);
  }
}

export interface ProjectTexts {
  title: string;
  short_description: string;
  pictures: Record<string, string>;
}
type ProjectsJson = { items: Record<string, ProjectTexts> } & Record<string, unknown>;

export function readProjectsJson(root: string, language: string): ProjectsJson {
  const file = join(root, projectsJson(language));
  if (!existsSync(file)) throw new CommandError(`${projectsJson(language)}: missing`);
  return JSON.parse(readFileSync(file, 'utf8')) as ProjectsJson;
}

/** Writes `text` to `file` of the site as `npm run format` would leave it, so that the format check stays green. */
export async function writeFormatted(root: string, file: string, text: string) {
  const filepath = join(root, file);
  const options = await resolveConfig(filepath);
  writeFileSync(filepath, await format(text, { ...options, filepath }));
}

export const writeProjectsJson = (root: string, language: string, texts: ProjectsJson) =>
  writeFormatted(root, projectsJson(language), JSON.stringify(texts, null, 2));

export const readProjectsSource = (root: string) => readFileSync(join(root, PROJECTS_FILE), 'utf8');
export const writeProjectsSource = (root: string, source: string) =>
  writeFormatted(root, PROJECTS_FILE, source);

/** The `images: screenshots('slug', n)` of a project in projects.ts, as the commands write and edit it. */
export const picturesCall = (slug: string) => new RegExp(`screenshots\\('${slug}', (\\d+)\\)`);

export { PROJECTS_FILE };

/** A first guess at a title from a slug (`tide-api`: "Tide Api"), marked for the owner to correct. */
export const titleOf = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A removing command's arguments: the slugs it names, or undefined for `--sample` (the sample's own); not both. */
export function slugsOrSample(args: string[], usage: string): string[] | undefined {
  const { values, positionals } = commandArgs(
    { args, options: { sample: { type: 'boolean' } }, allowPositionals: true },
    usage,
  );
  if (Boolean(values.sample) === positionals.length > 0) throw new CommandError(usage);
  return values.sample ? undefined : positionals;
}
