// What the browser tests expect of the owner's content, read from the content modules and the translation files, so
// that an owner who replaces the sample keeps a green `npm test` (Node's ESM loader here cannot import JSON without
// an import attribute, so the texts are read from disk).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { siteSource } from '../content/site';
import i18next from 'i18next';
import { categoriesSource } from '../content/categories';
import { siteLanguages } from '../src/content/languages';
import { profileSource } from '../content/profile';
import { resumeSections, resumeView } from '../src/content/resume-view';
import { projectsSource } from '../content/projects';
import { categorySlugOf } from '../src/content/category-slugs';
import { routesIn } from '../src/lib/routes';
import { compileDocumentation } from '../build/plugins/project-docs';
import type { OptionalTexts } from '../src/i18n/optional-texts';

/** The site's languages (content/languages.ts), the first the fallback. */
export const languages = siteLanguages.map((language) => language.code);
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = siteLanguages[0].code;
/**
 * Another language than the fallback where the site has one (the sample's Spanish; the fallback itself on a site with
 * one language): the language of the tests that need a page under a language prefix, a switch or a redirect.
 */
export const secondLanguage: Language = languages[1] ?? fallbackLanguage;
/** A language's entry in the list (content/languages.ts): its label, flag, locale and not-found picture. */
export const languageEntry = (language: Language) =>
  siteLanguages.find(({ code }) => code === language) ?? fail(`${language} is not a language of the site`);
/** A browser locale in a language, as a BCP 47 tag: its Open Graph locale (`es_MX` is `es-MX`). */
export const browserLocale = (language: Language) => languageEntry(language).locale.replace('_', '-');
/** A browser locale in a language the site does not have: the first of these whose language the list lacks. */
export const unsupportedLocale =
  ['fr-FR', 'de-DE', 'ja-JP', 'ru-RU'].find(
    (locale) => !(languages as readonly string[]).includes(locale.slice(0, 2)),
  ) ?? fail('the site has every language the tests offer as an unsupported one');
// Typed as `t` is: the texts an owner writes only for content they have are optional (src/i18n/optional-texts.ts).
type GlobalTexts = typeof import('../content/texts/en/global.json') & OptionalTexts['global'];
type HomeTexts = typeof import('../content/texts/en/home.json') & OptionalTexts['home'];
type ProjectsTexts = typeof import('../content/texts/en/projects.json');
type MetaTexts = typeof import('../content/texts/en/meta.json');
type ErrorsTexts = typeof import('../content/texts/en/errors.json');
type BlogTexts = typeof import('../content/texts/en/blog.json');

const read = <T>(language: Language, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../content/texts/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
export const eachLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<Language, T>;

/** The site's own texts: every page's (`global`) and home's sections' (`home`), as a visitor reads them together. */
export const globalTexts = eachLanguage((language) => ({
  ...read<GlobalTexts>(language, 'global'),
  ...read<HomeTexts>(language, 'home'),
}));
export const projectsTexts = eachLanguage((language) => read<ProjectsTexts>(language, 'projects'));
export const metaTexts = eachLanguage((language) => read<MetaTexts>(language, 'meta'));
/** The blog's words, and the names of the owner's tags (`tags`). */
export const blogTexts = eachLanguage((language) => read<BlogTexts>(language, 'blog'));
/** The error screen's texts (bundled with the code: what shows when a download fails). */
export const errorsTexts = eachLanguage((language) => read<ErrorsTexts>(language, 'errors'));
/** Each project's documentation per language, compiled from its Markdown as the build compiles it. */
export const documentationTexts = eachLanguage((language) =>
  Object.fromEntries(
    projectsSource.map(({ slug }) => {
      const file = `content/texts/${language}/docs/${slug}.md`;
      return [slug, compileDocumentation(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), file)];
    }),
  ),
);

/** What a language's texts may say of the owner (src/content/owner-values.ts): name, e-mail, phone, title and place. */
export const ownerValues = (language: Language) => ({
  name: profileSource.name,
  email: profileSource.email,
  phone: profileSource.phone ?? '',
  ...globalTexts[language].owner,
});

/** Replaces {{name}} placeholders the way i18next does. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a project shows one of its features with a video. */
export const hasVideo = (project: (typeof projectsSource)[number]) =>
  (project.features ?? []).some((feature) => 'source' in feature && feature.source);

/** The owner (content/profile.ts). */
export const profile = profileSource;
export const ownerName = profileSource.name;

/** Home's heading: the greeting and the owner's name. */
export const homeHeading = eachLanguage((language) => `${globalTexts[language].hero.greeting} ${ownerName}`);

const titleOf = (language: Language, slug: string) =>
  (projectsTexts[language].items as Record<string, { title: string }>)[slug]?.title ?? slug;
const categoryNameOf = (language: Language, id: string) =>
  (projectsTexts[language].categories as Record<string, { name: string }>)[id]?.name ?? id;

/**
 * The route table of the fallback language's URLs: the tests name every page by its path there, and `pageAt`
 * (site.ts) carries it to another language's words and category slugs.
 */
export const routes = routesIn(fallbackLanguage);

/** Every category, in display order, with its slug and page in the fallback language's URLs, and its projects. */
export const categories = categoriesSource.map((category) => ({
  ...category,
  slug: categorySlugOf(category, fallbackLanguage),
  path: routes.category.href(categorySlugOf(category, fallbackLanguage)),
  name: eachLanguage((language) => categoryNameOf(language, category.id)),
  projects: projectsSource.filter((project) => project.categoryId === category.id),
}));

/** Every project, in order, with its category's slug and its page (in the fallback language's URLs) and its title. */
export const projects = projectsSource.map((project) => {
  const category = categoriesSource.find((c) => c.id === project.categoryId);
  const categorySlug = category ? categorySlugOf(category, fallbackLanguage) : '';
  return {
    ...project,
    categorySlug,
    path: routes.project.href(categorySlug, project.slug),
    title: eachLanguage((language) => titleOf(language, project.slug)),
  };
});

/** The project the journeys open: the first one (the first card of home's projects section). */
export const leadProject = projects[0] ?? fail('the content has no project');
/** Its category: the first category with projects. */
export const leadCategory = categories.find((c) => c.id === leadProject.categoryId) ?? fail('no category');
/** Categories with no project yet: their page says the section is under development. */
export const emptyCategories = categories.filter((category) => category.projects.length === 0);

export function fail(message: string): never {
  throw new Error(message);
}

/**
 * The résumé in a language as its page, PDF and JSON Resume say it (src/content/resume-view.ts), made with the
 * language's own texts: its sections' headings in order, its roles, its projects.
 */
export const resumes = eachLanguage((language) => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      [language]: {
        global: read<object>(language, 'global'),
        resume: read<object>(language, 'resume'),
      },
    },
  });
  const view = resumeView(instance.t, projectsTexts[language] as never, language);
  return {
    view,
    headings: resumeSections(view).map((section) => instance.t(`headings.${section}`, { ns: 'resume' })),
  };
});

/** A published post as its front matter says (content/posts/{slug}/{code}.md). */
export interface PostFacts {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  summary: string;
}

/**
 * A language's published posts, newest first (as src/content/blog-pages.ts orders them), read from the Markdown's
 * front matter; none when content/site.ts turns the blog off.
 */
export function postsOf(language: Language): PostFacts[] {
  const folder = 'content/posts';
  if (siteSource.blog === false || !existsSync(folder)) return [];
  return readdirSync(folder)
    .flatMap((slug) => {
      const file = `${folder}/${slug}/${language}.md`;
      if (!existsSync(file)) return [];
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const data = parseYaml(front) as Record<string, unknown>;
      if (data['draft'] === true) return [];
      const date =
        data['date'] instanceof Date ? data['date'].toISOString().slice(0, 10) : String(data['date']);
      return [
        {
          slug,
          title: String(data['title']),
          date,
          tags: (data['tags'] as string[] | undefined) ?? [],
          summary: String(data['summary']),
        },
      ];
    })
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
