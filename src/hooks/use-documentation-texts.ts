import { useTranslation } from 'react-i18next';
import type { DocumentationTexts } from '@/content';
import { documentationNamespace } from '@/i18n/namespaces';
import { useLanguage } from '@/i18n/use-language';

/**
 * A project's documentation texts (its Markdown, compiled: the `docs/{slug}` namespace) in the language shown, once
 * loaded; undefined when the project has none.
 */
export function useDocumentationTexts(projectSlug: string): DocumentationTexts | undefined {
  const namespace = documentationNamespace(projectSlug);
  // Typed `t` knows only the fixed namespaces; this one is read as data, never through `t`.
  const { i18n } = useTranslation(namespace as 'projects');
  const language = useLanguage();
  return i18n.getResourceBundle(language, namespace) as DocumentationTexts | undefined;
}
