import type { SiteLanguage } from '../src/content/languages';

/** The site's languages (spec sections 3 and 9). The first is the fallback: pages at their plain path, `x-default`. */
export const siteLanguages = [
  {
    code: 'en',
    label: 'English',
    flag: '/icons/flags/us.svg',
    locale: 'en_US',
    notFoundImage: '/images/not-found/404-en.svg',
  },
  {
    code: 'es',
    label: 'Español',
    flag: '/icons/flags/mx.svg',
    locale: 'es_MX',
    notFoundImage: '/images/not-found/404-es.svg',
  },
] as const satisfies readonly [SiteLanguage, ...SiteLanguage[]];
