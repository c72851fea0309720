// The home page's browser tests: a `test` that fails on console errors and hydration warnings in every test, and what
// the tests expect, read from the site's own content and translations (Node's ESM loader here cannot import JSON
// without an import attribute, so the texts are read from disk).
import { readFileSync } from 'node:fs';
import { categoriesSource } from '../src/content/categories';
import { profileSource } from '../src/content/profile';
import { projectsSource } from '../src/content/projects';
import { skillsSource } from '../src/content/skills';
import { test as siteTest, type Language } from './site';

export { expect, languages, waitForHydration } from './site';

/** site.ts's `test`, with its console and hydration check switched on for every test. */
export const test = siteTest.extend<{ cleanConsole: void }>({
  cleanConsole: [
    // Depending on `problems` is what switches the check on: that fixture fails the test by itself.
    async ({ problems: _problems }, use) => use(undefined),
    { auto: true },
  ],
});

type GlobalTexts = typeof import('../src/i18n/locales/en/global.json');
type ProjectsTexts = typeof import('../src/i18n/locales/en/projects.json');

const read = <T>(language: Language, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;

export const texts: Record<Language, GlobalTexts> = { en: read('en', 'global'), es: read('es', 'global') };
export const projectTexts: Record<Language, ProjectsTexts> = {
  en: read('en', 'projects'),
  es: read('es', 'projects'),
};
export const profile = profileSource;
export const skills = skillsSource;

/** The categories in display order, with their name in one language and their number of projects. */
export function categories(language: Language) {
  return categoriesSource.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: projectTexts[language].categories[category.id].name,
    count: projectsSource.filter((project) => project.categoryId === category.id).length,
  }));
}

/** Replaces {{name}} placeholders the way i18next does. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
