/**
 * Which posts are not published, and where: the drafts, and the posts published in some of the site's languages but
 * not all. Read from the front matter's `draft` alone, without compiling anything, so that the build and the doctor
 * can both print it. A file whose front matter cannot be read is left to the build, which fails naming it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { POSTS_DIR } from '../../src/content/paths';

/** The front matter block at the top of a post: YAML between two `---` lines. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** One post file in a language of the site: a draft, published, or unreadable (left to the build). */
interface PostFile {
  slug: string;
  language: string;
  state: 'draft' | 'published' | 'unreadable';
}

function stateOf(source: string): PostFile['state'] {
  const block = FRONT_MATTER.exec(source);
  if (!block) return 'unreadable';
  const document = parseDocument(block[1] ?? '', { schema: 'core' });
  if (document.errors.length) return 'unreadable';
  const data: unknown = document.toJS();
  const draft = data && typeof data === 'object' ? (data as { draft?: unknown }).draft : undefined;
  if (draft === true) return 'draft';
  return draft === undefined || draft === false ? 'published' : 'unreadable';
}

/** The post files of the site at `root` in the given languages, by folder then language, as the site orders them. */
function postFiles(root: string, languages: readonly string[]): PostFile[] {
  const dir = join(root, POSTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .toSorted()
    .flatMap((slug) =>
      languages
        .filter((language) => existsSync(join(dir, slug, `${language}.md`)))
        .map((language) => ({
          slug,
          language,
          state: stateOf(readFileSync(join(dir, slug, `${language}.md`), 'utf8')),
        })),
    );
}

/** `en`, `en and es`, `en, es and fr`. */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/**
 * The site's drafts (`content/posts/<slug>/<code>.md: draft (not published)`) and its posts published in only some of
 * `languages` (`content/posts/<slug>/: in en, not in es`); a post that is a draft in every language it has is only a
 * draft.
 */
export function postStatus(
  root: string,
  languages: readonly string[],
): { drafts: string[]; untranslated: string[] } {
  const files = postFiles(root, languages);
  const drafts = files
    .filter(({ state }) => state === 'draft')
    .map(({ slug, language }) => `${POSTS_DIR}/${slug}/${language}.md: draft (not published)`);
  const untranslated = [...new Set(files.map(({ slug }) => slug))].flatMap((slug) => {
    const own = files.filter((file) => file.slug === slug);
    const published = own.filter(({ state }) => state === 'published').map(({ language }) => language);
    // An unreadable file fails the build: it is not called missing here.
    const missing = languages.filter(
      (language) => !own.some((file) => file.language === language && file.state !== 'draft'),
    );
    return published.length && missing.length
      ? [`${POSTS_DIR}/${slug}/: in ${listed(published)}, not in ${listed(missing)}`]
      : [];
  });
  return { drafts, untranslated };
}

/** How many posts each of `languages` publishes, in their order. */
export function publishedPosts(
  root: string,
  languages: readonly string[],
): { language: string; posts: number }[] {
  const files = postFiles(root, languages);
  return languages.map((language) => ({
    language,
    posts: files.filter((file) => file.language === language && file.state === 'published').length,
  }));
}
