import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPostFiles, readBlogTexts } from './post-files';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'post-files-'));
  const files: Record<string, string> = {
    'content/texts/en/blog.json': JSON.stringify({
      tags: { react: 'React', css: 'CSS' },
      footnotes: { label: 'Notes', back: 'Up' },
    }),
    'content/texts/es/blog.json': JSON.stringify({ list: { heading: 'Escritos' } }),
    'content/texts/fr/blog.json': '{ "tags": ',
    'content/posts/b-post/es.md': '',
    'content/posts/b-post/en.md': '',
    'content/posts/b-post/photo.png': '',
    'content/posts/a-post/en.md': '',
    'content/posts/README.md': '',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), content);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('readBlogTexts', () => {
  it("reads a language's tag ids and footnote words", () => {
    expect(readBlogTexts(root, 'en')).toEqual({
      tags: ['react', 'css'],
      labels: { footnotes: 'Notes', backToContent: 'Up' },
    });
  });

  it('declares no tags and says the footnotes in English without the file or its fields', () => {
    const none = { tags: [], labels: { footnotes: 'Footnotes', backToContent: 'Back to content' } };
    expect(readBlogTexts(root, 'es')).toEqual(none);
    expect(readBlogTexts(root, 'de')).toEqual(none);
  });

  it('names a file that is not JSON', () => {
    expect(() => readBlogTexts(root, 'fr')).toThrow('content/texts/fr/blog.json: ');
  });
});

describe('listPostFiles', () => {
  it("lists each folder's Markdown files, in order", () => {
    expect(listPostFiles(root)).toEqual([
      'content/posts/a-post/en.md',
      'content/posts/b-post/en.md',
      'content/posts/b-post/es.md',
    ]);
  });

  it('lists none without a posts folder', () => {
    expect(listPostFiles(join(root, 'content/texts'))).toEqual([]);
  });
});
