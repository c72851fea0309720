import type { Page, TestInfo } from '@playwright/test';
import { escapeRegExp, fill, globalTexts, homeHeading, leadCategory, ownerName } from './content';
import { expect, isHydrated, type Language } from './site';

/** The footer's copyright line, any year. */
const copyrightOf = (language: Language) =>
  new RegExp(
    `^${escapeRegExp(
      fill(globalTexts[language].footer.copyright, { name: ownerName, year: '{{year}}' }),
    ).replace(escapeRegExp('{{year}}'), () => '\\d{4}')}$`,
  );

/** What a visitor reads in the site's chrome, per language. */
export const chrome = {
  en: {
    items: { home: 'Home', skills: 'Skills', projects: 'Projects', aboutMe: 'About Me' },
    contact: 'CONTACT ME',
    main: 'Main',
    skip: 'Skip to content',
    backToTop: 'Back to top',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    languageButton: 'Language: English',
    search: 'Search a language',
    languages: 'Languages',
    notFound: 'No results found.',
    label: 'English',
    socialLabel: 'Social profiles',
    copyright: copyrightOf('en'),
    builtWith: 'Built with React, TypeScript and Tailwind.',
    logo: fill(globalTexts.en.navbar.logo_label, { name: ownerName }),
    heading: homeHeading.en,
    category: leadCategory.name.en,
  },
  es: {
    items: { home: 'Inicio', skills: 'Habilidades', projects: 'Proyectos', aboutMe: 'Sobre mí' },
    contact: 'CONTÁCTAME',
    main: 'Principal',
    skip: 'Saltar al contenido',
    backToTop: 'Volver arriba',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    languageButton: 'Idioma: Español',
    search: 'Buscar un idioma',
    languages: 'Idiomas',
    notFound: 'No se encontraron resultados.',
    label: 'Español',
    socialLabel: 'Perfiles sociales',
    copyright: copyrightOf('es'),
    builtWith: 'Hecho con React, TypeScript y Tailwind.',
    logo: fill(globalTexts.es.navbar.logo_label, { name: ownerName }),
    heading: homeHeading.es,
    category: leadCategory.name.es,
  },
};

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en');

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone-375';

/** Marks the loaded document, so that a test can tell an in-page navigation from a fresh page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { navigationMarker: true }));
}

export async function documentWasKept(page: Page) {
  return page.evaluate(() => 'navigationMarker' in window);
}

/** Scrolls at once (the site scrolls smoothly otherwise) and waits for the page to be there. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
}

/** Waits for the first screen to be interactive: the banner's language button is React's. */
export async function waitForFirstScreen(page: Page, language: Language) {
  const button = page.getByRole('banner').getByRole('button', { name: chrome[language].languageButton });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await page.waitForLoadState('networkidle');
}
