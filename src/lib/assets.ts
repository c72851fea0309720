import { siteLanguages } from '@/content/languages';
import type { Language } from '@/i18n/languages';

/** The spec's 404 picture, one per language (content/languages.ts); also the fallback for a missing image. */
export const notFoundImage = Object.fromEntries(
  siteLanguages.map(({ code, notFoundImage: path }) => [code, path]),
) as Record<Language, string>;
