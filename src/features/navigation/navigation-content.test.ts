import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { navItems, secondaryNavItems, socialIcons } from '@/content/navigation';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';

describe('navigation content', () => {
  it('names navigation items that have a label in every language', () => {
    const missing = languages.flatMap((language) =>
      [...navItems, ...secondaryNavItems]
        .filter((item) => !(item.name in resources[language].global.navbar))
        .map((item) => `${language}: navbar.${item.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has an icon file and a tooltip text for every social profile', () => {
    const missing = profile.socials.flatMap((social) => [
      ...(existsSync(`public${socialIcons[social.id]}`) ? [] : [`public${socialIcons[social.id]}`]),
      ...languages
        .filter((language) => !(social.tooltip in resources[language].global.social))
        .map((language) => `${language}: social.${social.tooltip}`),
    ]);
    expect(missing).toEqual([]);
  });
});
