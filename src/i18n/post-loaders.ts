/**
 * The posts' chunks (Markdown compiled at build time, build/plugins/posts.ts), one per post and language. A module of
 * its own, imported by the backend only for a `post/…` namespace, so that home's code does not grow with the posts.
 */
export const postLoaders = import.meta.glob<{ default: object }>('/content/posts/*/*.md');
