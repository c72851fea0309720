import type { i18n, TFunction } from 'i18next';
import { pageMeta } from '@/content/page-meta';
import type { Language } from '@/i18n/languages';
import type { ProjectsTexts } from '@/i18n/resources';

/**
 * Gives the document the title and description of the page at `pathname` (in `urlLanguage`'s URL words) in
 * `language`, once the `meta` texts are in (downloaded at the first call; if they cannot be, the head keeps what it says).
 */
export async function describeDocument(
  pathname: string,
  urlLanguage: Language,
  language: string,
  instance: i18n,
  t: TFunction,
) {
  await instance.loadNamespaces('meta');
  if (!instance.hasResourceBundle(language, 'meta')) return;
  // Read, not waited for: a page that names a project or category has loaded the catalogue's texts before it shows.
  const texts = instance.getResourceBundle(language, 'projects') as ProjectsTexts | undefined;
  const meta = pageMeta(pathname, texts, t, urlLanguage);
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
}
