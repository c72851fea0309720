// A copy of the site with a catalogue of N projects in three languages, for the scale scenario: the site's own
// projects copied N times over every category (catalogue.ts), their texts and documentation copied in each language,
// then a third language made from the English texts, as an owner adds one (fixtures/language-from-english.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoriesSource } from '../../../content/categories';
import { projectsSource } from '../../../content/projects';
import { RESUME_FILE, resumeSource } from '../../../content/resume';
import { copySite } from '../../../e2e/site-copy';
import { edit } from '../../../fixtures/copy-edits';
import { addLanguageFromEnglish, THIRD_LANGUAGE } from '../../../fixtures/language-from-english';
import {
  documentationFile,
  languageCodes,
  PROJECTS_FILE,
  readProjectsJson,
  writeProjectsJson,
} from '../../owner/project-files';
import {
  scaleProjects,
  scaleSelection,
  scaleTexts,
  type ProjectSource,
  type ScaleProject,
} from './catalogue';

/** content/projects.ts holding `projects` as data. */
const projectsModule = (projects: readonly ProjectSource[]) => `// Written by tools/bench/scale/generate.ts.
import type { z } from 'zod';
import type { projectFactsSchema } from '../src/content/schemas';

export const projectsSource: z.input<typeof projectFactsSchema>[] = ${JSON.stringify(projects, null, 2)};

export const PROJECTS_FILE = '${PROJECTS_FILE}';
`;

/** Each language's texts and documentation for the catalogue, in place of the originals'. */
async function writeTexts(site: string, catalogue: readonly ScaleProject[]) {
  for (const language of languageCodes()) {
    const texts = readProjectsJson(site, language);
    const docs = new Map(
      projectsSource.map(({ slug }) => [
        slug,
        readFileSync(join(site, documentationFile(language, slug)), 'utf8'),
      ]),
    );
    for (const slug of docs.keys()) rmSync(join(site, documentationFile(language, slug)));
    for (const { from, project } of catalogue)
      writeFileSync(join(site, documentationFile(language, project.slug)), docs.get(from) ?? '');
    await writeProjectsJson(site, language, {
      ...texts,
      items: scaleTexts(catalogue, texts.items, [...docs.values()]),
    });
  }
}

/** Makes the copy (in the system's temporary folder, named `scale-{count}-…`) and returns its folder. */
export async function generateScaleSite(count: number): Promise<string> {
  const site = copySite(`scale-${count}-`);
  const catalogue = scaleProjects(count, projectsSource, categoriesSource);
  writeFileSync(join(site, PROJECTS_FILE), projectsModule(catalogue.map(({ project }) => project)));
  await writeTexts(site, catalogue);
  // The résumé names projects by slug: the first copy of each it names.
  if (resumeSource.projects?.length)
    edit(site, RESUME_FILE, /projects: \[[^\]]*\]/, () => {
      const selected = scaleSelection(resumeSource.projects ?? [], catalogue);
      return `projects: ${JSON.stringify(selected)}`;
    });
  addLanguageFromEnglish(site, THIRD_LANGUAGE);
  return site;
}
