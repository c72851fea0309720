import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compilePost } from '../../build/posts/compile-post';
import type { PostPicture } from '../../build/posts/post-types';
import { main, newPost, postFile, postFolder } from './new-post';
import { placeholderWarnings } from './placeholders';
import { postStatus } from './post-status';
import { languageCodes } from './project-files';

// A site with no posts in a temporary folder; the post is written in each of this site's languages.
let root = '';
const languages = languageCodes();
const read = (file: string) => readFileSync(join(root, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-post-'));
  cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Stands in for the picture pipeline: any picture of the folder, 960 × 540. */
async function picture(src: string): Promise<PostPicture> {
  return { src: `/assets/${src}`, width: 960, height: 540, sources: [] };
}

const compile = (source: string, file: string, language: string) =>
  compilePost(source, {
    file,
    slug: 'my-first-post',
    language,
    tags: [],
    labels: { footnotes: 'Footnotes', backToContent: 'Back' },
    picture,
  });

describe('new-post', () => {
  it('writes a draft in every language that the build compiles, dated today in UTC, with its texts to write listed', async () => {
    const written = await newPost(root, 'my-first-post', new Date('2026-05-04T23:30:00-03:00'));
    expect(written).toEqual(languages.map((language) => postFile('my-first-post', language)));
    expect(readdirSync(join(root, postFolder('my-first-post'))).toSorted()).toEqual(
      languages.map((language) => `${language}.md`).toSorted(),
    );
    for (const [index, language] of languages.entries()) {
      const file = written[index] ?? '';
      const { post } = await compile(read(file), file, language);
      expect(post).toMatchObject({
        title: 'TODO: My First Post',
        date: '2026-05-05',
        tags: [],
        summary: 'TODO: one or two sentences for the lists, the feed and link previews.',
        draft: true,
      });
      // The comment is not shown: only the paragraph to replace is.
      expect(post.html).toBe(
        '<p>TODO: the post, in Markdown. Delete this file if the post is not written in this language.</p>',
      );
      const options = await prettier.resolveConfig(join(root, file));
      expect(await prettier.format(read(file), { ...options, filepath: join(root, file) })).toBe(read(file));
      expect(placeholderWarnings(root, languages).filter((line) => line.startsWith(`${file}:`))).toEqual([
        `${file}:2: title: 'TODO: My First Post'`,
        `${file}:5: summary: 'TODO: one or two sentences for the lists, the feed and link previews.'`,
        `${file}:9: TODO: the post, in Markdown. Delete this file if the post is not written in this language.`,
      ]);
    }
    expect(postStatus(root, languages)).toEqual({
      drafts: written.map((file) => `${file}: draft (not published)`),
      untranslated: [],
    });
  });

  it('shows in its comment Markdown that the build compiles: sections, lists, code, a picture, a footnote', async () => {
    await newPost(root, 'my-first-post');
    const file = postFile('my-first-post', languages[0] ?? 'en');
    const example = /<!--\n.*\n\n([\s\S]*)\n-->/.exec(read(file))?.[1] ?? '';
    const source = `${read(file).split('<!--')[0]}${example}\n`;
    const { post } = await compile(source, file, languages[0] ?? 'en');
    expect(post.html).toContain('<code>code</code>');
    expect(post.html).toMatch(/<pre[^>]*>.*const/s);
    expect(post.html).toMatch(
      /<figure class="post-figure">.*alt="What the picture shows.*<figcaption>An optional caption<\/figcaption><\/figure>/s,
    );
    expect(post.html).toMatch(/<section[^>]*data-footnotes/);
    expect(post.toc).toEqual([expect.objectContaining({ depth: 2 })]);
  });

  it('refuses a slug that is not URL-safe or is a post already, writing nothing', async () => {
    await newPost(root, 'my-first-post');
    const before = read(postFile('my-first-post', languages[0] ?? 'en'));
    await expect(newPost(root, 'My Post')).rejects.toThrow('"My Post" is not a URL-safe slug');
    await expect(newPost(root, 'my--post')).rejects.toThrow('is not a URL-safe slug');
    await expect(newPost(root, 'my-first-post')).rejects.toThrow(
      'A post "my-first-post" already exists (content/posts/my-first-post/). Choose another slug.',
    );
    await expect(main([], root)).rejects.toThrow('Usage: npm run new-post -- <slug>');
    await expect(main(['one', 'two'], root)).rejects.toThrow('Usage: npm run new-post -- <slug>');
    await expect(main(['one', '--draft'], root)).rejects.toThrow("Unknown option '--draft'");
    expect(readdirSync(join(root, 'content/posts'))).toEqual(['my-first-post']);
    expect(read(postFile('my-first-post', languages[0] ?? 'en'))).toBe(before);
  });

  it('says what it wrote and what comes next', async () => {
    mkdirSync(join(root, 'content/posts'), { recursive: true });
    const said = await main(['tide-tables'], root);
    expect(said).toMatch(
      /^Created the post tide-tables, a draft:\n {2}content\/posts\/tide-tables\/\w+\.md\n/,
    );
    for (const step of ['content/posts/tide-tables/', 'draft: false', 'npm run doctor'])
      expect(said).toContain(step);
    expect(existsSync(join(root, postFile('tide-tables', languages[0] ?? 'en')))).toBe(true);
  });
});
