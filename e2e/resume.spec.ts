import { cvHref, resumeJsonHref } from '../src/content/cv-files';
import { FOOTER_ID } from '../src/lib/constants';
import { localizedPath } from '../src/lib/language-path';
import { globalTexts, resumes } from './content';
import { atDesktop, expect, languages, pageAt, test, waitForHydration } from './site';

// The résumé page (/cv, /es/cv): complete without JavaScript, with its PDF and JSON Resume; printed, it is the CV
// itself. Its axe check in both themes runs with every page template's (a11y.spec.ts); the hero's link to the PDF of
// the page's language, and that file served as a PDF, with the hero's links (home-hero.spec.ts).

/**
 * A4 pages the tests' own résumé fills on paper: one, with its short trailing lists (languages, contact) side by side
 * under the rest, never on a page of their own.
 */
const PRINTED_PAGES = 1;

// Every language's résumé on one page, one after the other: without JavaScript, each loaded as a visitor without it
// does; printed, each loaded on the screen and hydrated, then printed.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the résumé is complete in every language, with its PDF and JSON Resume',
    atDesktop,
    async ({ page, request }) => {
      for (const language of languages)
        await test.step(`the résumé in ${language} is complete, with its PDF and JSON Resume`, async () => {
          const { view, headings } = resumes[language];
          await page.goto(pageAt('/cv', language));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.name);
          await expect(page.locator('article h2')).toHaveText(headings);
          await expect(page.locator('article h3')).toHaveText([
            ...view.experience.map((job) => job.role),
            ...view.education.map((study) => study.degree),
          ]);
          // Each spoken language once: under Languages, not again among the skills.
          for (const spoken of view.languages)
            await expect(page.locator('article').getByText(spoken.name, { exact: true })).toHaveCount(1);
          for (const project of view.projects)
            await expect(page.getByRole('link', { name: project.title, exact: true })).toHaveAttribute(
              'href',
              localizedPath(project.path, language),
            );

          const pdfLink = page.locator(`article a[href="${cvHref(language)}"]`);
          await expect(pdfLink).toBeVisible();
          const pdf = await request.get(cvHref(language));
          expect(pdf.headers()['content-type']).toContain('application/pdf');
          expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

          const alternate = page.locator('head link[rel="alternate"][type="application/json"]');
          await expect(alternate).toHaveAttribute('href', new RegExp(`${resumeJsonHref(language)}$`));
          const json = await request.get(resumeJsonHref(language));
          expect(json.headers()['content-type']).toContain('application/json');
          expect(((await json.json()) as { basics: { name: string } }).basics.name).toBe(view.name);
        });
    },
  );
});

test(
  `the résumé prints as the CV in every language: no chrome, on ${PRINTED_PAGES} A4 page`,
  atDesktop,
  async ({ page }) => {
    for (const language of languages)
      await test.step(`the résumé in ${language} prints as the CV: no chrome, on ${PRINTED_PAGES} A4 page`, async () => {
        const { headings } = resumes[language];
        // Loaded and hydrated on the screen (the last language's printout emulated print), then printed.
        await page.emulateMedia({ media: null });
        await page.goto(pageAt('/cv', language));
        await waitForHydration(page);
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.locator(`#${FOOTER_ID}`)).toBeHidden();
        await expect(
          page.getByRole('navigation', { name: globalTexts[language].breadcrumb.label }),
        ).toBeHidden();
        await expect(page.locator(`article a[href="${cvHref(language)}"]`)).toBeHidden();
        for (const heading of headings)
          await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
        const printed = await page.pdf({ format: 'A4', printBackground: true });
        const pages = printed.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
        expect(pages).toBe(PRINTED_PAGES);
      });
  },
);
