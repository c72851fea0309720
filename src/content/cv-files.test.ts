import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '@/i18n/languages';
import { profileSource } from '../../content/profile';

// The CV a visitor downloads: the PDF the build makes from the résumé, or the owner's own file for a language.

async function cvFilesWith(cv: Record<string, string> | undefined) {
  vi.resetModules();
  vi.doMock('../../content/profile', async () => ({
    ...(await vi.importActual<object>('../../content/profile')),
    profileSource: { ...profileSource, cv },
  }));
  return import('./cv-files');
}
afterEach(() => vi.doUnmock('./profile'));

describe('the CV of each language', () => {
  it('is the generated PDF, named after the owner, where the owner gives no file', async () => {
    const { cvHref, nameSlug } = await cvFilesWith(undefined);
    expect(nameSlug('José Ñúñez-Peña')).toBe('jose-nunez-pena');
    expect(nameSlug('Łucja Żółtek-Przykładowa')).toBe('lucja-zoltek-przykladowa');
    expect(nameSlug('Søren Æbelø Straße')).toBe('soren-aebelo-strasse');
    expect(nameSlug('ليلى مثال')).toBe('cv');
    for (const language of languages)
      expect(cvHref(language)).toBe(`/cv/${nameSlug(profileSource.name)}-${language}.pdf`);
  });

  it('is the owner’s own file for a language that has one, the generated PDF for the others', async () => {
    const [first, ...others] = languages;
    const { cvHref, generatedCvPath } = await cvFilesWith({ [first]: '/cv/mine.pdf' });
    expect(cvHref(first)).toBe('/cv/mine.pdf');
    for (const language of others) expect(cvHref(language)).toBe(generatedCvPath(language));
  });
});
