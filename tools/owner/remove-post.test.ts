import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main, postSlugs, removePosts } from './remove-post';
import { SAMPLE_POSTS } from './sample';

// The tests' own site, with the posts each test writes (in two languages, with a picture).
let root = '';
beforeEach(() => void (root = mkdtempSync(join(tmpdir(), 'remove-post-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

function posts(...slugs: string[]) {
  for (const slug of slugs) {
    mkdirSync(join(root, 'content/posts', slug), { recursive: true });
    for (const file of ['en.md', 'es.md', 'chart.png'])
      writeFileSync(join(root, 'content/posts', slug, file), '');
  }
}

describe('remove-post', () => {
  it('takes out the folder of each post named, and leaves the others', () => {
    posts('tides', 'reefs', 'buoys');
    expect(main(['tides', 'buoys'], root)).toBe(
      'Removed tides, buoys:\n  content/posts/tides/\n  content/posts/buoys/\nPosts left: reefs.',
    );
    expect(postSlugs(root)).toEqual(['reefs']);
    expect(readdirSync(join(root, 'content/posts/reefs')).toSorted()).toEqual([
      'chart.png',
      'en.md',
      'es.md',
    ]);
    expect(main(['reefs'], root)).toMatch(/\nNo post left: npm run new-post -- <slug> writes one\.$/);
    expect(readdirSync(join(root, 'content/posts'))).toEqual([]);
  });

  it('--sample takes the sample posts there are, and then says they are gone', () => {
    const [first = '', second = ''] = SAMPLE_POSTS;
    posts(first, 'my-post', second);
    expect(main(['--sample'], root)).toBe(
      `Removed ${first}, ${second}:\n  content/posts/${first}/\n  content/posts/${second}/\nPosts left: my-post.`,
    );
    expect(postSlugs(root)).toEqual(['my-post']);
    expect(main(['--sample'], root)).toBe("The sample's posts are gone already. Posts: my-post.");
  });

  it('refuses a post that does not exist, naming the posts there are, and removes nothing', () => {
    posts('tides', 'reefs');
    expect(() => removePosts(root, ['tides', 'storms'])).toThrow(
      'There is no post "storms" in content/posts/. Posts: reefs, tides.',
    );
    expect(() => main([], root)).toThrow('Usage: npm run remove-post');
    expect(() => main(['tides', '--sample'], root)).toThrow('Usage: npm run remove-post');
    expect(existsSync(join(root, 'content/posts/tides/en.md'))).toBe(true);
    rmSync(join(root, 'content'), { recursive: true });
    expect(() => main(['tides'], root)).toThrow('There is no post "tides" in content/posts/. Posts: none.');
  });

  it("knows the sample's posts by the folders of samples/content/posts", () => {
    const sample = readdirSync('samples/content/posts', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...SAMPLE_POSTS].toSorted()).toEqual(sample.toSorted());
  });
});
