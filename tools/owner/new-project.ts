/**
 * `npm run new-project -- <slug> --category <category-slug>`: everything a new project needs, in every language of the
 * site, valid for the build: its entry in content/projects.ts, its short texts in each projects.json, its
 * documentation (docs/{slug}.md per language) and the folder of its pictures. Texts to replace carry the
 * placeholder mark, which the build lists.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { categoriesSource } from '../../content/categories';
import {
  CommandError,
  commandArgs,
  documentationFile,
  languageCodes,
  PLACEHOLDER,
  titleOf,
  picturesFolder,
  PROJECTS_FILE,
  readProjectsJson,
  readProjectsSource,
  writeFormatted,
  writeProjectsJson,
  writeProjectsSource,
} from './project-files';
import { appendEntry, projectSlugs } from './projects-source';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const entryOf = (slug: string, categoryId: string) => `{
  slug: '${slug}',
  categoryId: '${categoryId}',
  // ${PLACEHOLDER} its technologies (skill ids of content/skills.ts), links, dependencies and features.
  technologies_used: [],
  images: screenshots('${slug}', 0),
  links: {},
  // e.g. [{ group: 'backend', manifest: 'go.mod', packages: ['github.com/jackc/pgx/v5'] }]
  dependencies: [],
  features: [],
},`;

const documentationOf = (title: string) => `---
# The title (and caption) of each feature listed in content/projects.ts, by its id, e.g.
#   sign-in: Sign in with a magic link
#   export:
#     title: Export to CSV
#     caption: Every order of the month in one file.
features: {}
---

${PLACEHOLDER} what ${title} is, for whom, and why it matters: a paragraph or two.

<!--
Optionally, the story of the project: one "## title", its paragraphs, then "### headings" each followed by a list.

## How ${title} was built

### My contributions to the backend

- One thing I did
-->
`;

const USAGE = 'Usage: npm run new-project -- <slug> --category <category-slug>';

function parse(args: string[]) {
  const { values, positionals } = commandArgs(
    { args, options: { category: { type: 'string' } }, allowPositionals: true },
    USAGE,
  );
  const [slug, ...rest] = positionals;
  if (!slug || !values.category || rest.length) throw new CommandError(USAGE);
  return { slug, category: values.category };
}

/** Creates the project in the site at `root`; returns the files it wrote or changed. */
export async function newProject(root: string, slug: string, categorySlug: string): Promise<string[]> {
  if (!SLUG.test(slug))
    throw new CommandError(
      `"${slug}" is not a URL-safe slug: use lowercase letters, digits and single hyphens, such as my-app.`,
    );
  // By its slug in any language's URLs, or by its id.
  const category = categoriesSource.find(
    (c) =>
      c.slug === categorySlug || c.id === categorySlug || Object.values(c.slugs ?? {}).includes(categorySlug),
  );
  if (!category)
    throw new CommandError(
      `There is no category "${categorySlug}". Categories: ${categoriesSource.map((c) => c.slug).join(', ')}.`,
    );
  const source = readProjectsSource(root);
  const languages = languageCodes();
  const texts = languages.map((language) => readProjectsJson(root, language));
  if (projectSlugs(source).includes(slug) || texts.some((t) => t.items[slug]))
    throw new CommandError(`A project "${slug}" already exists (${PROJECTS_FILE}). Choose another slug.`);
  const updated = appendEntry(source, entryOf(slug, category.id));

  const title = titleOf(slug);
  const written = [PROJECTS_FILE];
  await writeProjectsSource(root, updated);
  for (const [index, language] of languages.entries()) {
    const projects = texts[index] ?? readProjectsJson(root, language);
    projects.items[slug] = {
      // Marked like the other texts to write: "Tide Api" is rarely how "tide-api" is spelled (Tide API).
      title: `${PLACEHOLDER} ${title}`,
      short_description: `${PLACEHOLDER} one sentence about ${title}, for its card.`,
      pictures: {},
    };
    await writeProjectsJson(root, language, projects);
    const docs = documentationFile(language, slug);
    mkdirSync(join(root, docs, '..'), { recursive: true });
    if (!existsSync(join(root, docs))) await writeFormatted(root, docs, documentationOf(title));
    written.push(`content/texts/${language}/projects.json`, docs);
  }
  mkdirSync(join(root, picturesFolder(slug)), { recursive: true });
  return [...written, `${picturesFolder(slug)}/`];
}

export async function main(args: string[], root = process.cwd()): Promise<string> {
  const { slug, category } = parse(args);
  const written = await newProject(root, slug, category);
  return [
    `Created the project ${slug} in ${category}:`,
    ...written.map((file) => `  ${file}`),
    'Next:',
    `  npm run add-images -- ${slug} <picture>…   (PNG, JPEG or WebP, any size or shape)`,
    `  write its documentation in ${documentationFile('<language>', slug)}, its texts in projects.json`,
    '  npm run build   (lists what is left to write, by file and line)',
  ].join('\n');
}
