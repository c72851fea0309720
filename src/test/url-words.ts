import type { SiteLanguage } from '@/content/languages';
import type { Language } from '@/i18n/languages';
import type { z } from 'zod';
import type { categoryFactsSchema } from '@/content/schemas';

// A site of the tests' own whose second language says its URLs in words of its own, and names a category otherwise:
// what an owner with English and German sets in content/languages.ts and content/categories.ts. A test replaces the
// owner's modules with these (`vi.mock('<root>/content/languages', () => import('@/test/url-words').then(…))`), so that
// it checks the template whatever the owner's languages.

/** German, the second language: its own URL words. */
export const GERMAN = 'de' as Language;
/** English, the fallback: the default URL words. */
export const ENGLISH = 'en' as Language;

export const germanWords = {
  projects: 'projekte',
  page: 'seite',
  resume: 'lebenslauf',
  notFound: 'nicht-gefunden',
  blog: 'beitraege',
  tags: 'themen',
};

export const fixtureLanguages = [
  {
    code: ENGLISH,
    label: 'English',
    flag: '/icons/flags/us.svg',
    locale: 'en_US',
    notFoundImage: '/images/not-found/404-en.svg',
  },
  {
    code: GERMAN,
    label: 'Deutsch',
    flag: '/icons/flags/de.svg',
    locale: 'de_DE',
    notFoundImage: '/images/not-found/404-de.svg',
    urlWords: germanWords,
  },
] as const satisfies readonly SiteLanguage[];

/** Web apps, named otherwise in German URLs; tools, one slug in both. */
export const fixtureCategories: z.input<typeof categoryFactsSchema>[] = [
  { id: 'web', slug: 'web-apps', slugs: { [GERMAN]: 'web-anwendungen' } },
  { id: 'tools', slug: 'tools' },
];

/** What `content/languages.ts` exports, with the fixture's languages. */
export const languagesModule = { siteLanguages: fixtureLanguages };
/** What `content/categories.ts` exports, with the fixture's categories. */
export const categoriesModule = {
  categoriesSource: fixtureCategories,
  CATEGORIES_FILE: 'content/categories.ts',
};
