import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { MAX_PROJECTS_PER_TAB } from '../src/lib/constants';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { categories, globalTexts, leadProject, projects } from './content';
import { withoutDirectionMarks } from '../build/resume/poppler-text';
import { expect, languages, paired, pageAt, test, waitForHydration } from './site';

/** A4 pages the home page fills as a PDF: a summary for a hiring file, not the screen's length. */
const HOME_PDF_PAGES_AT_MOST = 4;

// A language's printouts, on one page: a project, then home (afresh, from the dark theme, back on the screen to load).
for (const language of languages) {
  test(
    `a project prints from its first page, and home prints as a summary: ink on white, every section shown, no controls, in ${language}`,
    paired(language),
    async ({ page }) => {
      await test.step('a project prints from its first page: its heading and first words there, not only the breadcrumb', async () => {
        await page.goto(pageAt(leadProject.path, language));
        await waitForHydration(page);
        await page.emulateMedia({ media: 'print' });
        const file = test.info().outputPath('project.pdf');
        writeFileSync(file, await page.pdf({ format: 'A4' }));
        // poppler's pdftotext, as the build check reads the résumé's PDFs.
        const firstPage = withoutDirectionMarks(
          execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }),
        );
        // Not only the breadcrumb, which names the project too: the page's heading and the first words under it.
        const firstWords = (await page.locator('article p').first().innerText())
          .split(/\s+/)
          .slice(0, 4)
          .join(' ');
        expect(firstPage.split('\n').map((line) => line.trim())).toContain(leadProject.title[language]);
        // Without spaces: Chromium's PDF splits an Arabic word where its glyphs are placed apart, and poppler reads a space.
        expect(firstPage.replace(/\s+/g, '')).toContain(firstWords.replace(/\s+/g, ''));
      });

      await test.step('home prints as a summary: ink on white, every section shown, no controls', async () => {
        // Printed from the dark theme, from the top of a page whose sections have not been near the screen yet: a
        // fresh load, on the screen (no media emulated, as the project's page was loaded) until it has hydrated.
        await page.emulateMedia({ media: null });
        await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        await page.emulateMedia({ media: 'print' });

        const look = await page.evaluate(() => ({
          background: getComputedStyle(document.documentElement).backgroundColor,
          heading: getComputedStyle(document.querySelector('h1') ?? document.body).color,
          hiddenReveals: [...document.querySelectorAll('[data-reveal]')].filter(
            (element) => getComputedStyle(element).opacity !== '1',
          ).length,
          skippedBlocks: [...document.querySelectorAll('.render-when-near')].filter(
            (element) => getComputedStyle(element).contentVisibility !== 'visible',
          ).length,
        }));
        expect(look).toEqual({
          background: 'rgb(255, 255, 255)',
          heading: 'rgb(17, 24, 39)',
          hiddenReveals: 0,
          skippedBlocks: 0,
        });

        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('link', { name: globalTexts[language].navbar.back_to_top })).toBeHidden();
        await expect(
          page.getByRole('button', { name: globalTexts[language].contact.form.send }),
        ).toBeHidden();
        // The social profiles print their addresses.
        const printed = await page
          .getByRole('list', { name: globalTexts[language].hero.social_label })
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('href'), getComputedStyle(link, '::after').content]),
          );
        expect(printed.length).toBeGreaterThan(0);
        for (const [href, content] of printed) expect(content).toBe(`"${href}"`);
        // Every category's first projects, not only the tab shown.
        for (const category of categories) {
          const shown = projects
            .filter(({ categoryId }) => categoryId === category.id)
            .slice(0, MAX_PROJECTS_PER_TAB);
          for (const project of shown) {
            await expect(
              page.locator('#projects').getByRole('heading', { name: project.title[language], exact: true }),
            ).toBeVisible();
          }
        }

        const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
        const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
        expect(pages).toBeGreaterThan(1);
        expect(pages).toBeLessThanOrEqual(HOME_PDF_PAGES_AT_MOST);
      });
    },
  );
}
