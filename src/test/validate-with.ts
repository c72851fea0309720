import { vi } from 'vitest';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';

// What an owner may write in the content modules, and what the build refuses, naming the file and the field: each
// shape is validated as the build validates it, with the module it lives in replaced by the test's own content.

type Texts = Record<string, Record<string, Record<string, unknown>>>;

/** A copy of the site's texts, every language, to break or extend. */
export const texts = () => structuredClone(resources) as unknown as Texts;

/** The site's texts, with `edit` applied to every language's namespaces. */
export function textsWith(edit: (namespaces: Record<string, Record<string, unknown>>) => void) {
  const translations = texts();
  for (const language of languages) edit(translations[language] ?? {});
  return translations;
}

const modules = {
  categories: ['../../content/categories', 'categoriesSource'],
  projects: ['../../content/projects', 'projectsSource'],
  profile: ['../../content/profile', 'profileSource'],
  resume: ['../../content/resume', 'resumeSource'],
  site: ['../../content/site', 'siteSource'],
} as const;

/** Content sources standing in for the owner's: the categories, the projects, the profile, the résumé or the site's settings. */
export type Sources = Partial<Record<keyof typeof modules, unknown>>;

/** The site's résumé, selecting only those of its projects that the test's own projects still have. */
async function resumeFor(projects: unknown) {
  const { resumeSource } =
    await vi.importActual<typeof import('../../content/resume')>('../../content/resume');
  const slugs = new Set((projects as { slug: string }[]).map(({ slug }) => slug));
  return { ...resumeSource, projects: resumeSource.projects.filter((slug) => slugs.has(slug)) };
}

/** What `validateContent` makes of `sources` (the site's own for the others) and `translations`. */
export async function validateWith(given: Sources, translations: Texts = texts()) {
  vi.resetModules();
  const sources =
    given.projects && !given.resume ? { ...given, resume: await resumeFor(given.projects) } : given;
  for (const [name, [path, exported]] of Object.entries(modules)) {
    vi.doUnmock(path);
    const source = sources[name as keyof Sources];
    if (source)
      vi.doMock(path, async () => ({ ...(await vi.importActual<object>(path)), [exported]: source }));
  }
  const { validateContent } = await import('@/content/validate');
  return validateContent(translations as never);
}
