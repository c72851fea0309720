import type { Language } from '@/i18n/languages';
import { localizedPath } from '@/lib/language-path';
import { profile } from './index';

/** The owner's name as a file name: `Sam Example` is `sam-example`. */
export const nameSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'cv';

/** Where the build writes the résumé's PDF in a language (under dist/client): `/cv/sam-example-es.pdf`. */
export const generatedCvPath = (language: Language) => `/cv/${nameSlug(profile.name)}-${language}.pdf`;

/** The CV a visitor downloads in a language: the owner's own file (`cv` in profile.ts) or the generated PDF. */
export const cvHref = (language: Language) => profile.cv?.[language] ?? generatedCvPath(language);

/** The résumé as JSON Resume in a language: `/resume.json`, `/es/resume.json`. */
export const resumeJsonHref = (language: Language) => localizedPath('/resume.json', language);
