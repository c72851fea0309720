// The home page's browser tests: a `test` that fails on console errors and hydration warnings in every test, and what
// the tests expect, read from the site's own content and translations (e2e/content.ts).
import { profileSource } from '../content/profile';
import { skillsSource } from '../content/skills';
import { categories as contentCategories, fill, globalTexts, ownerValues, projectsTexts } from './content';
import { test as siteTest, type Language } from './site';

export { atDesktop, atPhone, expect, languages, paired, pairedLanguages, waitForHydration } from './site';

/** site.ts's `test`, with its console and hydration check switched on for every test. */
export const test = siteTest.extend<{ cleanConsole: void }>({
  cleanConsole: [
    // Depending on `problems` is what switches the check on: that fixture fails the test by itself.
    async ({ problems: _problems }, use) => use(undefined),
    { auto: true },
  ],
});

export const texts = globalTexts;
export const projectTexts = projectsTexts;
export const profile = profileSource;
export const skills = skillsSource;

/** The categories in display order, with their name in one language and their number of projects. */
export function categories(language: Language) {
  return contentCategories.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name[language],
    count: category.projects.length,
  }));
}

export { fill, ownerValues };
