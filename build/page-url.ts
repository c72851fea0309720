import type { Language } from '../src/i18n/languages';
import { localizedPath } from '../src/lib/language-path';

/** The URL of a page in a language: the fallback language at the path itself, another under its folder (`/es/…`). */
export function pageUrl(root: string, path: string, language: Language): string {
  return `${root}${localizedPath(path, language)}`;
}
