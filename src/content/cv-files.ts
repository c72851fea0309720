import type { Language } from '@/i18n/languages';
import { localizedPath } from '@/lib/language-path';
import { profile } from './index';

/** Latin letters that decomposing leaves whole, as ASCII spells them (Polish ł, Danish ø, German ß…). */
const asciiLetters: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};

/** The owner's name as a file name: `Sam Example` is `sam-example`, `Łucja Żółw` is `lucja-zolw`; a name in no Latin letter is `cv`. */
export const nameSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[łđðøæœßþıħŧŋ]/g, (letter) => asciiLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'cv';

/** Where the build writes the résumé's PDF in a language (under dist/client): `/cv/sam-example-es.pdf`. */
export const generatedCvPath = (language: Language) => `/cv/${nameSlug(profile.name)}-${language}.pdf`;

/** The CV a visitor downloads in a language: the owner's own file (`cv` in profile.ts) or the generated PDF. */
export const cvHref = (language: Language) => profile.cv?.[language] ?? generatedCvPath(language);

/** The résumé as JSON Resume in a language: `/resume.json`, `/es/resume.json`. */
export const resumeJsonHref = (language: Language) => localizedPath('/resume.json', language);
