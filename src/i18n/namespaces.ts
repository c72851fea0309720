export const namespaces = ['global', 'projects', 'projectVeterinary'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'global';
/** What every page needs before it hydrates; a project's article namespace loads with its page. */
export const pageNamespaces = ['global', 'projects'] as const satisfies readonly Namespace[];
