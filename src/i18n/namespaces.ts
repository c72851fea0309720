/** `meta`: what each page says of itself (titles, descriptions, social cards), read by the build and the server, and by the app only after a navigation. */
export const namespaces = ['global', 'projects', 'projectVeterinary', 'errors', 'meta'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'global';

export function isNamespace(value: string): value is Namespace {
  return (namespaces as readonly string[]).includes(value);
}

/**
 * The error screen's few texts, bundled with the app in every language rather than downloaded: the screen must speak
 * the visitor's language even when the other texts could not be downloaded (see bundled-resources.ts).
 */
export const bundledNamespace = 'errors' satisfies Namespace;
