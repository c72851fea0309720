import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { textsWith, validateWith } from '@/test/validate-with';
import { ownSocialNames, ownSocials } from '@/test/own-socials';
import { parseContent } from './parse';
import { contentPublicPaths } from './validate';
import { profileSource } from '../../content/profile';
import { siteLanguageSchema } from './schemas';

// The profile, the home page's lists and a language's flag of the owner's shapes are accepted; others are refused
// naming the file and the field (src/test/validate-with.ts validates them as the build does).

const withLists = (typing: string[], paragraphs: string[]) =>
  textsWith((namespaces) => {
    const global = namespaces['global'] as { hero: object };
    const home = namespaces['home'] as { about: object };
    namespaces['global'] = { ...global, hero: { ...global.hero, typing } };
    namespaces['home'] = { ...home, about: { ...home.about, paragraphs } };
  });
const withSocials = (socials: unknown[]) => ({ profile: { ...profileSource, socials } });
const withImage = (image: unknown) => ({ profile: { ...profileSource, image } });

describe('the home page’s lists', () => {
  const [language = 'en'] = languages;

  it('accepts any number of typing phrases and about-me paragraphs, one or more', async () => {
    await expect(validateWith({}, withLists(['Developer'], ['One paragraph.']))).resolves.toBeTruthy();
    const many = Array.from({ length: 8 }, (_, index) => `Item ${index + 1}`);
    await expect(validateWith({}, withLists(many, many.slice(0, 2)))).resolves.toBeTruthy();
  });

  it('refuses none, or an empty one, naming the file and the key', async () => {
    await expect(validateWith({}, withLists([], ['One paragraph.']))).rejects.toThrow(
      `content/texts/${language}/global.json: hero.typing: write at least one phrase`,
    );
    await expect(validateWith({}, withLists(['Developer'], []))).rejects.toThrow(
      `content/texts/${language}/home.json: about.paragraphs: write at least one paragraph`,
    );
    await expect(validateWith({}, withLists(['Developer', ''], ['One.']))).rejects.toThrow(
      `content/texts/${language}/global.json: hero.typing[1]:`,
    );
  });
});

/** The site's texts, with the tests' own networks named in every language. */
const named = () =>
  textsWith((namespaces) => {
    const global = namespaces['global'] as { social?: object };
    namespaces['global'] = { ...global, social: { ...global.social, ...ownSocialNames } };
  });

describe('social links', () => {
  // The tests' own networks, none of them the sample's: each described whole in content (id, link, icon) and named
  // in every language's global.json.
  const [mastodon, codeberg] = ownSocials;

  it('accepts any networks, one, two or none, in the owner’s order', async () => {
    for (const socials of [[mastodon], [codeberg, mastodon], []]) {
      const content = await validateWith(withSocials(socials), named());
      expect(content.profile.socials).toEqual(socials);
    }
  });

  it('lists each link’s icon among the files that must exist, naming its field', async () => {
    const content = await validateWith(withSocials([mastodon, codeberg]), named());
    expect(contentPublicPaths(content).filter(({ field }) => field.includes('socials'))).toEqual([
      { path: mastodon.icon, field: 'content/profile.ts: socials[0].icon' },
      { path: codeberg.icon, field: 'content/profile.ts: socials[1].icon' },
    ]);
  });

  it('refuses a network twice, a link without its icon, a field of its own and a link that is not https', async () => {
    await expect(validateWith(withSocials([mastodon, mastodon]), named())).rejects.toThrow(
      'content/profile.ts: socials[1].id: duplicate value "mastodon"',
    );
    const { icon: _, ...iconless } = mastodon;
    await expect(validateWith(withSocials([codeberg, iconless]), named())).rejects.toThrow(
      'content/profile.ts: socials[1].icon:',
    );
    await expect(validateWith(withSocials([{ ...mastodon, icon: 'mastodon.svg' }]), named())).rejects.toThrow(
      'content/profile.ts: socials[0].icon: must be a path under content/public/',
    );
    await expect(validateWith(withSocials([{ ...mastodon, tooltip: 'x' }]), named())).rejects.toThrow(
      'content/profile.ts: socials[0]: Unrecognized key: "tooltip"',
    );
    await expect(
      validateWith(withSocials([{ ...mastodon, href: 'http://mastodon.example/@someone' }]), named()),
    ).rejects.toThrow('content/profile.ts: socials[0].href:');
  });

  it('refuses a network whose name is missing in a language, naming the file, the key and the link', async () => {
    const language = languages.at(-1) ?? 'en';
    const translations = named();
    const global = translations[language]?.['global'] as { social: Record<string, string> };
    delete global.social['codeberg'];
    await expect(validateWith(withSocials([mastodon, codeberg]), translations)).rejects.toThrow(
      `content/texts/${language}/global.json: social.codeberg: missing (the name of the codeberg link, content/profile.ts: socials[1])`,
    );
  });
});

describe('the photo', () => {
  it('accepts one PNG, JPEG, WebP or AVIF file, or the widths npm run add-photo writes', async () => {
    for (const path of ['/me.png', '/me.jpg', '/me.JPEG', '/me.webp', '/me.avif']) {
      const content = await validateWith(withImage({ path, width: 800, height: 1000 }));
      expect(content.profile.image.path).toBe(path);
    }
    const responsive = { path: '/images/me-960.webp', widths: [320, 960], width: 960, height: 960 };
    await expect(validateWith(withImage(responsive))).resolves.toBeTruthy();
  });

  it('refuses another format, a size missing, and widths whose path is not the largest WebP', async () => {
    const field = 'content/profile.ts: image';
    await expect(validateWith(withImage({ path: '/me.gif', width: 400, height: 400 }))).rejects.toThrow(
      `${field}.path: must be a PNG, JPEG, WebP or AVIF picture`,
    );
    await expect(validateWith(withImage({ path: '/me.heic', width: 400, height: 400 }))).rejects.toThrow(
      `${field}.path: must be a PNG, JPEG, WebP or AVIF picture`,
    );
    await expect(validateWith(withImage({ path: '/me.png', width: 400 }))).rejects.toThrow(
      `${field}.height:`,
    );
    const notLargest = { path: '/images/me-320.webp', widths: [320, 960], width: 960, height: 960 };
    await expect(validateWith(withImage(notLargest))).rejects.toThrow(
      `${field}.path: with widths, path must be the largest WebP file`,
    );
  });
});

describe('a language’s flag', () => {
  it('is any picture the owner chooses, not the sample’s', () => {
    const spanish = {
      code: 'es',
      label: 'Español',
      locale: 'es_ES',
      notFoundImage: '/images/not-found/404-es.svg',
    };
    for (const flag of ['/icons/flags/es.svg', '/images/flags/ar.png'])
      expect(parseContent(siteLanguageSchema, { ...spanish, flag }, 'content/languages.ts').flag).toBe(flag);
    expect(() =>
      parseContent(
        siteLanguageSchema,
        { ...spanish, flag: 'es.svg' },
        'content/languages.ts',
        'siteLanguages[1]',
      ),
    ).toThrow('content/languages.ts: siteLanguages[1].flag: must be a path under content/public/');
  });
});

/** The site's texts without the phone's and the DISC link's, and no text saying `{{phone}}`. */
const withoutOptionalTexts = () =>
  textsWith((namespaces) => {
    const home = namespaces['home'] as {
      about: Record<string, unknown>;
      contact: Record<string, unknown>;
    };
    const resume = namespaces['resume'] as { page: Record<string, unknown> };
    delete home.about['disc'];
    delete home.about['disc_label'];
    delete home.contact['phone_link'];
    home.contact['copy_text'] = 'Name: {{name}}\nEmail: {{email}}';
    delete resume.page['phone'];
  });

describe('the optional phone and DISC link', () => {
  const { phone: _phone, discUrl: _disc, ...bare } = profileSource;
  const withProfile = (profile: object) => ({ profile: { ...bare, socials: [], ...profile } });
  const [language = 'en'] = languages;

  it('are optional, and so are their texts without them', async () => {
    const content = await validateWith(withProfile({}), withoutOptionalTexts());
    expect(content.profile.phone).toBeUndefined();
    expect(content.profile.discUrl).toBeUndefined();
  });

  it('need their texts when the profile has them, naming the file and the key', async () => {
    await expect(
      validateWith(withProfile({ discUrl: 'https://example.com/disc' }), withoutOptionalTexts()),
    ).rejects.toThrow(
      `content/texts/${language}/home.json: about.disc: missing (the text of the DISC link: content/profile.ts has discUrl)`,
    );
    await expect(
      validateWith(withProfile({ phone: '+48 600 100 200' }), withoutOptionalTexts()),
    ).rejects.toThrow(
      `content/texts/${language}/home.json: contact.phone_link: missing (the text of the phone link: content/profile.ts has phone)`,
    );
  });

  it('refuses a text that says {{phone}} when the profile has none', async () => {
    const translations = withoutOptionalTexts();
    const home = translations[language]?.['home'] as { contact: Record<string, unknown> };
    home.contact['copy_text'] = 'Email: {{email}}\nPhone: {{phone}}';
    await expect(validateWith(withProfile({}), translations)).rejects.toThrow(
      `content/texts/${language}/home.json: contact.copy_text: says {{phone}}, but content/profile.ts has no phone`,
    );
  });
});
