import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navItems, secondaryNavItems } from '@/content/navigation';
import { routesIn } from '@/lib/routes';
import { socialNetworks } from '@/content/social-networks';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { PUBLIC_DIR } from '@/content/paths';

describe('navigation content', () => {
  it('names navigation items that have a label in every language', () => {
    const missing = languages.flatMap((language) =>
      [...navItems, ...secondaryNavItems(routesIn(language))]
        .filter((item) => !(item.name in resources[language].global.navbar))
        .map((item) => `${language}: navbar.${item.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has an icon file and a tooltip text in every language for every known social network', () => {
    const missing = Object.entries(socialNetworks).flatMap(([id, network]) => [
      ...(existsSync(`${PUBLIC_DIR}${network.icon}`) ? [] : [`${id}: ${PUBLIC_DIR}${network.icon}`]),
      ...languages
        .filter((language) => !(network.tooltip.replace('social.', '') in resources[language].global.social))
        .map((language) => `${id}: ${language}: ${network.tooltip}`),
    ]);
    expect(missing).toEqual([]);
  });
});
