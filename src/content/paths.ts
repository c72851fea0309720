// Where the owner's content lives, from the project's root: the one folder an owner edits (content/README.md). The
// template reads it through src/content/ (and the owner's commands, the build and the tests through these names).

export const CONTENT_DIR = 'content';
/** Pictures, icons, videos and any file served as it is, at the site's root: Vite's public folder. */
export const PUBLIC_DIR = `${CONTENT_DIR}/public`;
/** The texts, one folder per language: `{code}/{namespace}.json` and `{code}/docs/{slug}.md`. */
export const TEXTS_DIR = `${CONTENT_DIR}/texts`;
/** The posts, one folder each: `{slug}/{code}.md` per language it is written in, and its pictures. */
export const POSTS_DIR = `${CONTENT_DIR}/posts`;
