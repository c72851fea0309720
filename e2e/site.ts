import { expect, test as base, type Page } from '@playwright/test';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** Every route of the spec's table with the heading a visitor sees there, per language. */
export const pages = [
  { path: '/', heading: { en: "Hi, I'm Alex Placeholder", es: 'Hola, soy Alex Placeholder' } },
  { path: '/proyectos', heading: { en: 'Project Categories', es: 'Categorías de proyectos' } },
  {
    path: '/proyectos/apps-y-plataformas-web',
    heading: { en: 'Project Categories', es: 'Categorías de proyectos' },
  },
  { path: '/proyectos/interfaces', heading: { en: 'Project Categories', es: 'Categorías de proyectos' } },
  {
    path: '/proyectos/contribuciones-a-comunidad',
    heading: { en: 'Project Categories', es: 'Categorías de proyectos' },
  },
  { path: '/apps-y-plataformas-web/vetcore-pro', heading: { en: 'VetCore Pro', es: 'VetCore Pro' } },
  { path: '/apps-y-plataformas-web/smartorder', heading: { en: 'SmartOrder', es: 'SmartOrder' } },
  { path: '/apps-y-plataformas-web/jobmatch', heading: { en: 'JobMatch', es: 'JobMatch' } },
  { path: '/apps-y-plataformas-web/picconnect', heading: { en: 'PicConnect', es: 'PicConnect' } },
  { path: '/apps-y-plataformas-web/edulink', heading: { en: 'EduLink', es: 'EduLink' } },
  { path: '/apps-y-plataformas-web/dasc-uabcs', heading: { en: 'DASC UABCS', es: 'DASC UABCS' } },
  { path: '/apps-y-plataformas-web/learnplay', heading: { en: 'LearnPlay', es: 'LearnPlay' } },
  { path: '/not-found', heading: { en: 'Code', es: 'Código' } },
] as const;

/** A page whose console errors, hydration warnings and uncaught exceptions fail the test. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
    expect(problems, 'console errors or hydration warnings').toEqual([]);
  },
});

/**
 * Waits until React has hydrated the whole page, deferred sections included: React marks each element it has
 * hydrated with a `__reactFiber` key, and every section, link, button and field must carry one. Sections below
 * the fold hydrate at the visitor's first move, so this sends the window a scroll event (the page stays put).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    window.dispatchEvent(new Event('scroll'));
    const root = document.getElementById('root');
    if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return false;
    return [...root.querySelectorAll('section, a, button, input, textarea, form')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    );
  });
}

export { expect };
