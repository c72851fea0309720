import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postStatus, publishedPosts } from './post-status';

// The tests' own sites, in three languages, with the posts each test writes.
const languages = ['en', 'es', 'fr'];
let root = '';
beforeEach(() => void (root = mkdtempSync(join(tmpdir(), 'post-status-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

function post(file: string, frontMatter: string) {
  const path = join(root, 'content/posts', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    `---\ntitle: A post\ndate: 2026-03-01\nsummary: About it.\n${frontMatter}---\n\nIts text.\n`,
  );
}

describe('postStatus', () => {
  it('has nothing to say of a site without posts, or whose posts are all published everywhere', () => {
    expect(postStatus(root, languages)).toEqual({ drafts: [], untranslated: [] });
    for (const language of languages) post(`tides/${language}.md`, language === 'es' ? 'draft: false\n' : '');
    expect(postStatus(root, languages)).toEqual({ drafts: [], untranslated: [] });
    expect(publishedPosts(root, languages)).toEqual(languages.map((language) => ({ language, posts: 1 })));
  });

  it('names each draft file, and each post published in only some of the languages, with those it lacks', () => {
    post('tides/en.md', '');
    post('tides/es.md', 'draft: true\n');
    post('buoys/fr.md', '');
    post('reefs/en.md', 'draft: true\n');
    post('reefs/es.md', 'draft: true\n');
    expect(postStatus(root, languages)).toEqual({
      drafts: [
        'content/posts/reefs/en.md: draft (not published)',
        'content/posts/reefs/es.md: draft (not published)',
        'content/posts/tides/es.md: draft (not published)',
      ],
      // reefs is a draft everywhere: only a draft.
      untranslated: [
        'content/posts/buoys/: in fr, not in en and es',
        'content/posts/tides/: in en, not in es and fr',
      ],
    });
    expect(publishedPosts(root, languages)).toEqual([
      { language: 'en', posts: 1 },
      { language: 'es', posts: 0 },
      { language: 'fr', posts: 1 },
    ]);
  });

  it('leaves to the build a file it cannot read, and files in languages the site does not have', () => {
    post('tides/en.md', '');
    post('tides/es.md', 'draft: [\n');
    post('tides/fr.md', 'draft: maybe\n');
    post('tides/de.md', 'draft: true\n');
    writeFileSync(join(root, 'content/posts/tides/notes.txt'), 'draft: true');
    mkdirSync(join(root, 'content/posts/reefs'));
    writeFileSync(join(root, 'content/posts/reefs/en.md'), 'No front matter.\n');
    expect(postStatus(root, languages)).toEqual({ drafts: [], untranslated: [] });
    expect(publishedPosts(root, languages).map(({ posts }) => posts)).toEqual([1, 0, 0]);
  });
});
