import type { Language } from '@/i18n/languages';
import { localizedPath } from '@/lib/language-path';
import { profile } from './index';

/**
 * Latin letters that decomposing leaves whole, as ASCII spells them (Polish ł, Danish ø, German ß…). Written as
 * escapes: a character written in the sources goes into the pages' font file (build/plugins/font-subset.ts).
 */
const asciiLetters: Record<string, string> = {
  '\u0142': 'l',
  '\u0111': 'd',
  '\u00f0': 'd',
  '\u00f8': 'o',
  '\u00e6': 'ae',
  '\u0153': 'oe',
  '\u00df': 'ss',
  '\u00fe': 'th',
  '\u0131': 'i',
  '\u0127': 'h',
  '\u0167': 't',
  '\u014b': 'n',
};

/** The owner's name as a file name: `Sam Example` is `sam-example`, `Łucja Żółw` is `lucja-zolw`; a name in no Latin letter is `cv`. */
export const nameSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/./gu, (letter) => asciiLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'cv';

/** Where the build writes the résumé's PDF in a language (under dist/client): `/cv/sam-example-es.pdf`. */
export const generatedCvPath = (language: Language) => `/cv/${nameSlug(profile.name)}-${language}.pdf`;

/** The CV a visitor downloads in a language: the owner's own file (`cv` in profile.ts) or the generated PDF. */
export const cvHref = (language: Language) => profile.cv?.[language] ?? generatedCvPath(language);

/** The résumé as JSON Resume in a language: `/resume.json`, `/es/resume.json`. */
export const resumeJsonHref = (language: Language) => localizedPath('/resume.json', language);
