// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '../src/content/catalogue';
import { pageMeta } from '../src/content/page-meta';
import { createI18n } from '../src/i18n/create-i18n';
import { languages } from '../src/i18n/languages';
import { resources } from '../src/i18n/resources';
import { sitePages } from '../src/lib/routes';
import { renderSocialCard, socialCards } from './social-images';

const origin = 'https://owner.example.com';

describe.each(languages)('the social cards in %s', (language) => {
  const cards = socialCards(language, origin);

  it('include the card each page names in its og:image', () => {
    const { t } = createI18n(language);
    const names = cards.map(({ name }) => name);
    for (const { path } of sitePages(cataloguePaths())) {
      expect(names, path).toContain(pageMeta(path, resources[language].projects, t).image);
    }
  });

  it('are each a 1200x630 PNG', async () => {
    for (const { name, card } of cards) {
      const { format, width, height } = await sharp(await renderSocialCard(card)).metadata();
      expect({ format, width, height }, name).toEqual({ format: 'png', width: 1200, height: 630 });
    }
  });
});
