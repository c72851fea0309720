import { useTranslation } from 'react-i18next';
import type { CompiledPost } from '@/content/posts';
import { DownloadError } from '@/boot/retry-import';
import type { Language } from '@/i18n/languages';
import { postNamespace } from '@/i18n/namespaces';

/**
 * A post whole (its compiled Markdown: the `post/{slug}` namespace) in the URL's language, once loaded (the screen
 * waits for it, as for any namespace). By the URL's language, not the texts': while a language switch moves from a post
 * to a language without it, the page shows the post it is on until the URL moves.
 */
export function usePost(postSlug: string, language: Language): CompiledPost {
  const namespace = postNamespace(postSlug);
  // Typed `t` knows only the fixed namespaces; this one is read as data, never through `t`.
  const { i18n } = useTranslation(namespace as 'blog');
  const post = i18n.getResourceBundle(language, namespace) as CompiledPost | undefined;
  // Missing only when its download failed on every try: the error screen says so, and its Try again asks again.
  if (!post) throw new DownloadError(`The ${language} text of the post ${postSlug} could not be downloaded`);
  return post;
}
