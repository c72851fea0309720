/**
 * `global`: what every page shows from its start (the navbar, the banner, the footer); `home`: the texts of home's
 * sections below the banner, loaded when they hydrate (docs/decisions.md); `resume`: the résumé's texts (its page, PDF and JSON Resume); `blog`: the posts' pages' own words (and the names of
 * the owner's tags); `meta`: what each page says of itself (titles, descriptions, social cards), read by the build and the server, and by the app only after a navigation. */
export const namespaces = ['global', 'home', 'projects', 'resume', 'errors', 'meta', 'blog'] as const;

/** A project's documentation, compiled from `locales/{code}/docs/{slug}.md` (build/plugins/project-docs.ts). */
export type DocumentationNamespace = `docs/${string}`;
/** A post in one language, compiled from `content/posts/{slug}/{code}.md` (build/plugins/posts.ts). */
export type PostNamespace = `post/${string}`;
export type Namespace = (typeof namespaces)[number] | DocumentationNamespace | PostNamespace;
export const defaultNamespace: Namespace = 'global';

export function documentationNamespace(projectSlug: string): DocumentationNamespace {
  return `docs/${projectSlug}`;
}

export function postNamespace(postSlug: string): PostNamespace {
  return `post/${postSlug}`;
}

export function isNamespace(value: string): value is Namespace {
  // The list comes from the prerendered page, which names only namespaces the build made.
  return (
    (namespaces as readonly string[]).includes(value) ||
    value.startsWith('docs/') ||
    value.startsWith('post/')
  );
}

/**
 * The error screen's few texts, bundled with the app in every language rather than downloaded: the screen must speak
 * the visitor's language even when the other texts could not be downloaded (see bundled-resources.ts).
 */
export const bundledNamespace = 'errors' satisfies Namespace;
