/**
 * The projects' documentation chunks (Markdown compiled at build time, build/plugins/project-docs.ts), one per language and
 * project. A module of its own, imported by the backend only for a `docs/…` namespace, so that home's code does not
 * grow with the number of projects.
 */
export const documentationLoaders = import.meta.glob<{ default: object }>('/content/texts/*/docs/*.md');
