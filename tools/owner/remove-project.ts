/**
 * `npm run remove-project -- <slug>…` or `-- --sample`: takes projects out of the site, everywhere they are: the entry
 * in content/projects.ts, its texts in each language's projects.json, its documentation (docs/{slug}.md per
 * language), its pictures and its videos under content/public/, and its place among the résumé's selected projects. `--sample` takes the template's sample projects, for an owner
 * who starts from an empty catalogue. The site still builds with no project at all.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  CommandError,
  slugsOrSample,
  documentationFile,
  languageCodes,
  picturesFolder,
  PROJECTS_FILE,
  projectsJson,
  readProjectsJson,
  readProjectsSource,
  writeProjectsJson,
  writeFormatted,
  writeProjectsSource,
} from './project-files';
import { exportUnusedHelpers, projectSlugs, removeEntries } from './projects-source';
import { SAMPLE_PROJECTS } from './sample';
import { PUBLIC_DIR } from '../../src/content/paths';

export const videosFolder = (slug: string) => `${PUBLIC_DIR}/videos/${slug}`;
export const RESUME_FILE = 'content/resume.ts';

/** Takes the projects out of the résumé's `projects: [...]` (its selected projects, by slug); its file if it changed. */
async function removeFromResume(root: string, slugs: readonly string[]): Promise<string[]> {
  const file = join(root, RESUME_FILE);
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const updated = source.replace(
    /(\bprojects:\s*\[)([^\]]*)(\])/,
    (_, open: string, list: string, close: string) => {
      const kept = list
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item && !slugs.includes(item.replace(/^['"`]|['"`]$/g, '')));
      return `${open}${kept.join(', ')}${close}`;
    },
  );
  if (updated === source) return [];
  await writeFormatted(root, RESUME_FILE, updated);
  return [RESUME_FILE];
}

/** Removes the projects from the site at `root`; returns the files and folders it changed or removed. */
export async function removeProjects(root: string, slugs: readonly string[]): Promise<string[]> {
  const source = readProjectsSource(root);
  const known = projectSlugs(source);
  const unknown = slugs.filter((slug) => !known.includes(slug));
  if (unknown.length)
    throw new CommandError(
      `There is no project ${unknown.map((s) => `"${s}"`).join(', ')} in ${PROJECTS_FILE}. Projects: ${known.join(', ') || 'none'}.`,
    );
  const languages = languageCodes();
  const texts = languages.map((language) => readProjectsJson(root, language));

  await writeProjectsSource(root, exportUnusedHelpers(removeEntries(source, new Set(slugs))));
  const changed = [PROJECTS_FILE];
  for (const [index, language] of languages.entries()) {
    const projects = texts[index] ?? readProjectsJson(root, language);
    for (const slug of slugs) delete projects.items[slug];
    await writeProjectsJson(root, language, projects);
    changed.push(projectsJson(language));
  }
  const files = slugs.flatMap((slug) => [
    ...languages.map((language) => documentationFile(language, slug)),
    `${picturesFolder(slug)}/`,
    `${videosFolder(slug)}/`,
  ]);
  const removed = files.filter((file) => existsSync(join(root, file)));
  for (const file of removed) rmSync(join(root, file), { recursive: true, force: true });
  return [...changed, ...(await removeFromResume(root, slugs)), ...removed];
}

const USAGE = 'Usage: npm run remove-project -- <slug>…   or   npm run remove-project -- --sample';

/** The slugs named, or undefined for `--sample`. */
const parse = (args: string[]) => slugsOrSample(args, USAGE);

export async function main(args: string[], root = process.cwd()): Promise<string> {
  const named = parse(args);
  const present = projectSlugs(readProjectsSource(root));
  const slugs = named ?? SAMPLE_PROJECTS.filter((slug) => present.includes(slug));
  if (!slugs.length)
    return `The sample's projects are gone already. Projects: ${present.join(', ') || 'none'}.`;
  const changed = await removeProjects(root, slugs);
  const left = present.filter((slug) => !slugs.includes(slug));
  return [
    `Removed ${slugs.join(', ')}:`,
    ...changed.map((file) => `  ${file}`),
    left.length
      ? `Projects left: ${left.join(', ')}.`
      : 'No project left: the catalogue shows its empty message until npm run new-project adds one.',
  ].join('\n');
}
