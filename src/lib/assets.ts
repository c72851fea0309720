import { siteLanguages } from '@/content/languages';
import type { Language } from '@/i18n/languages';
import { withBase } from '@/lib/base-path';

/** The spec's 404 picture's URL, one per language (content/languages.ts); also the fallback for a missing image. */
export const notFoundImage = Object.fromEntries(
  siteLanguages.map(({ code, notFoundImage: path }) => [code, withBase(path)]),
) as Record<Language, string>;
