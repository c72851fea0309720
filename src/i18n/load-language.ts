import type { i18n } from 'i18next';
import { postSlugsIn } from '@/content/blog-pages';
import type { Language } from './languages';
import { postNamespace } from './namespaces';

/**
 * Downloads `language`'s texts of every namespace the page has used so far, without switching to it; resolves to
 * whether they are all in. i18next's `changeLanguage` switches even when a download failed, and the page would then
 * render without its texts; asking first keeps the page in its current language until the new one is there.
 */
export async function loadLanguage(i18n: i18n, language: Language): Promise<boolean> {
  // A post the language has not is not asked for: the switch leads to that language's list of posts.
  const used = [i18n.options.ns ?? []]
    .flat()
    .filter(
      (namespace) =>
        !namespace.startsWith('post/') ||
        postSlugsIn(language).some((post) => postNamespace(post.slug) === namespace),
    );
  const missing = used.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (missing.length > 0) await i18n.reloadResources([language], missing);
  return used.every((namespace) => i18n.hasResourceBundle(language, namespace));
}
