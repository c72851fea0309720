import { describe, expect, it } from 'vitest';
import { navItems, secondaryNavItems } from '@/content/navigation';
import { routesIn } from '@/lib/routes';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';

describe('navigation content', () => {
  it('names navigation items that have a label in every language', () => {
    const missing = languages.flatMap((language) =>
      [...navItems, ...secondaryNavItems(routesIn(language), true)]
        .filter((item) => !(item.name in resources[language].global.navbar))
        .map((item) => `${language}: navbar.${item.name}`),
    );
    expect(missing).toEqual([]);
  });
});
