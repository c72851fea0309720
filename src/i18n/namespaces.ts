export const namespaces = ['global', 'projects', 'projectVeterinary'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'global';
