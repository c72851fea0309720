import type { Direction } from '@/i18n/direction';

/** A page's locale and direction that a test sets, whatever languages the site has. */
export interface PageLocale {
  locale?: string | undefined;
  direction?: Direction | undefined;
}

/**
 * `@/i18n/direction` with the locale and the direction of `page` (set by the test, read at render time) standing in
 * for every language's: `vi.mock('@/i18n/direction', (importActual) => withPageLocale(importActual, page))`, with
 * `page` from `vi.hoisted`, so that Egypt's digits and a right-to-left page are tested on a site that has neither.
 */
export async function withPageLocale(importActual: <T>() => Promise<T>, page: PageLocale) {
  const actual = await importActual<typeof import('@/i18n/direction')>();
  return {
    ...actual,
    localeOf: (code: string) => page.locale ?? actual.localeOf(code),
    directionOf: (code: string) => page.direction ?? actual.directionOf(code),
  };
}
