/**
 * `npm run remove-post -- <slug>…` or `-- --sample`: takes posts out of the site, each its folder under content/posts/
 * (its Markdown in every language and its pictures). `--sample` takes the template's sample posts, for an owner who
 * starts from an empty blog. The site still builds with no post at all.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { POSTS_DIR } from '../../src/content/paths';
import { postFolder } from './new-post';
import { CommandError, slugsOrSample } from './project-files';
import { SAMPLE_POSTS } from './sample';

/** The posts of the site at `root`: the folders under content/posts/, in order. */
export function postSlugs(root: string): string[] {
  const dir = join(root, POSTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .toSorted();
}

/** Removes the posts from the site at `root`; returns the folders it removed. */
export function removePosts(root: string, slugs: readonly string[]): string[] {
  const known = postSlugs(root);
  const unknown = slugs.filter((slug) => !known.includes(slug));
  if (unknown.length)
    throw new CommandError(
      `There is no post ${unknown.map((s) => `"${s}"`).join(', ')} in ${POSTS_DIR}/. Posts: ${known.join(', ') || 'none'}.`,
    );
  const removed = slugs.map((slug) => `${postFolder(slug)}/`);
  for (const folder of removed) rmSync(join(root, folder), { recursive: true, force: true });
  return removed;
}

const USAGE = 'Usage: npm run remove-post -- <slug>…   or   npm run remove-post -- --sample';

/** The slugs named, or undefined for `--sample`. */
const parse = (args: string[]) => slugsOrSample(args, USAGE);

export function main(args: string[], root = process.cwd()): string {
  const named = parse(args);
  const present = postSlugs(root);
  const slugs = [...new Set(named ?? SAMPLE_POSTS.filter((slug) => present.includes(slug)))];
  if (!slugs.length) return `The sample's posts are gone already. Posts: ${present.join(', ') || 'none'}.`;
  const removed = removePosts(root, slugs);
  const left = present.filter((slug) => !slugs.includes(slug));
  return [
    `Removed ${slugs.join(', ')}:`,
    ...removed.map((folder) => `  ${folder}`),
    left.length ? `Posts left: ${left.join(', ')}.` : 'No post left: npm run new-post -- <slug> writes one.',
  ].join('\n');
}
