// The site in a folder of its host (a GitHub Pages project site, `https://user.github.io/portfolio/`: SITE_URL with a
// path, build/site-url.ts), from a plain static file server that serves the build there and nothing outside it: a
// visitor's walk through home, a project, the switch to the other language and an unknown URL asks for nothing the
// host lacks. On a site at its origin's root (the sample) the folder is `/`, and the walk checks the same.
import { expect, test } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../src/lib/constants';
import { globalTexts, homeHeading, leadProject, secondLanguage } from './content';
import { chrome } from './navigation-site';
import { fallbackLanguage, pageAt, siteFolder } from './site';
import { staticHost } from './static-server';

let host: Awaited<ReturnType<typeof staticHost>>;
test.beforeAll(async () => {
  host = await staticHost();
});
test.afterAll(async () => {
  await host.close();
});

test(`a visitor walks the site in its folder (${siteFolder}) without one failed request @desktop`, async ({
  page,
}) => {
  const failed: string[] = [];
  // The language the walk ends in (the visitor switches to it), whose not-found page is the one deliberate 404.
  const last = secondLanguage;
  const notFoundUrl = `${host.url}${pageAt('/no/such/page', last)}`;
  // A file the host lacks is a response of 404, below; a request the walk cut short by going to the next page (a part
  // loading when idle) is aborted, which says nothing of the host.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== notFoundUrl)
      failed.push(`${response.url()}: ${response.status()}`);
  });
  // Hydrated and loaded, so that the files each page asks for are answered (and checked) before the walk goes on.
  const hydrated = async () => {
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE);
    await page.waitForLoadState('networkidle');
  };
  const heading = page.getByRole('heading', { level: 1 });

  await page.goto(`${host.url}${siteFolder}`);
  await expect(heading).toContainText(homeHeading[fallbackLanguage]);
  await hydrated();

  const project = pageAt(leadProject.path, fallbackLanguage);
  await page.goto(`${host.url}${project}`);
  await expect(heading).toHaveText(leadProject.title[fallbackLanguage]);
  await hydrated();

  if (secondLanguage !== fallbackLanguage) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: chrome[fallbackLanguage].languageButton })
      .click();
    await page.getByRole('option', { name: chrome[secondLanguage].label }).click();
    await expect(page).toHaveURL(`${host.url}${pageAt(leadProject.path, secondLanguage)}`);
    await expect(heading).toHaveText(leadProject.title[secondLanguage]);
    await hydrated();
  }

  // Home from the breadcrumb's first link: the router's own navigation, in the folder and the language.
  await page
    .getByRole('navigation', { name: globalTexts[last].breadcrumb.label })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(`${host.url}${pageAt('/', last)}`);
  await expect(heading).toContainText(homeHeading[last]);
  await hydrated();

  const response = await page.goto(notFoundUrl);
  expect(response?.status()).toBe(404);
  await expect(heading).toContainText(globalTexts[last].default.not_found_title);
  await hydrated();
  expect(failed).toEqual([]);
});
