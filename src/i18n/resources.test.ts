import { describe, expect, it } from 'vitest';
import { missingTemplateKeys, templateKeyProblems, templateTexts } from '@/content/template-text-keys';
import { languages } from './languages';
import { namespaces, resources } from './resources';

describe('translation resources', () => {
  it("asks each language for the template's texts, not for the owner's own lists", () => {
    const reference = {
      a: { b: 'x', c: 'y' },
      list: ['x'],
      n_one: 'x',
      n_other: 'y',
      items: { p: { t: 'x' } },
    };
    expect(
      missingTemplateKeys('home', reference, { a: { b: 'x' }, list: [], n_other: 'z', items: {} }),
    ).toEqual(['a.c', 'items.p.t']);
    // The catalogue's items are the owner's (checked against their projects), a list any length, plural forms apart.
    expect(
      missingTemplateKeys('projects', reference, { a: { b: 'x', c: 'y' }, list: [], n_few: 'z' }),
    ).toEqual([]);
  });

  it('names every language file that lacks a text of the template, with the keys', () => {
    const complete = { ...templateTexts };
    const { about: _about, ...homeWithoutAbout } = templateTexts.home;
    expect(templateKeyProblems({ en: complete, de: { ...complete, home: homeWithoutAbout } })).toEqual([
      expect.stringMatching(/\/de\/home\.json: about\.title, about\.paragraphs/),
    ]);
  });

  it("has every text of the template in each of the site's languages, none empty", () => {
    expect(templateKeyProblems(resources)).toEqual([]);
    const empty = languages.flatMap((language) =>
      namespaces.flatMap((namespace) =>
        JSON.stringify(resources[language][namespace]).includes('""') ? [`${language}/${namespace}`] : [],
      ),
    );
    expect(empty).toEqual([]);
  });
});
