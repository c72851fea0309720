import type { TFunction } from 'i18next';
import type { ProjectsTexts } from '@/i18n/resources';
import { matchPage } from '@/lib/page-match';
import { findCategory, findProject } from './catalogue';
import { ownerValues } from './owner-values';

export type PageKind = 'home' | 'projects' | 'resume' | 'category' | 'project' | 'not-found';

/** What a page says about itself to search engines and link previews, in one language. */
export interface PageMeta {
  kind: PageKind;
  title: string;
  description: string;
  /** Name of the social image under /og/{language}/ (without extension). */
  image: string;
  projectSlug?: string;
}

/** The title, description and social image of a path (`texts`: the `projects` namespace, `t`: the global one); unknown paths get the not-found page's. */
export function pageMeta(pathname: string, texts: ProjectsTexts | undefined, t: TFunction): PageMeta {
  const owner = ownerValues(t);
  const page = matchPage(pathname);
  if (page?.kind === 'home') {
    return {
      kind: 'home',
      title: t('site_name', { ns: 'meta', ...owner }),
      description: t('description', { ns: 'meta', ...owner }),
      image: 'home',
    };
  }
  if (page?.kind === 'projects') {
    return {
      kind: 'projects',
      title: t('projects_title', { ns: 'meta', ...owner }),
      description: t('projects_description', { ns: 'meta', ...owner }),
      image: 'home',
    };
  }
  if (page?.kind === 'resume') {
    return {
      kind: 'resume',
      title: t('resume_title', { ns: 'meta', ...owner }),
      description: t('resume_description', { ns: 'meta', ...owner }),
      image: 'home',
    };
  }
  const category = texts && page?.kind === 'category' ? findCategory(texts, page.categorySlug) : undefined;
  if (category) {
    return {
      kind: 'category',
      title: t('page_title', { ns: 'meta', ...owner, page: category.category }),
      description: category.description,
      image: 'home',
    };
  }
  const found =
    texts && page?.kind === 'project' ? findProject(texts, page.categorySlug, page.projectSlug) : undefined;
  if (found) {
    return {
      kind: 'project',
      title: t('page_title', { ns: 'meta', ...owner, page: found.project.title }),
      description: found.project.short_description,
      image: found.project.slug,
      projectSlug: found.project.slug,
    };
  }
  return {
    kind: 'not-found',
    title: t('not_found_title', { ns: 'meta', ...owner }),
    description: t('not_found_description', { ns: 'meta', ...owner }),
    image: 'home',
  };
}
