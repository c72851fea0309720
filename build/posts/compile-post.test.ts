import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeStyleSheet } from './code-highlight';
import { type CompileOptions, compilePost, PostError } from './compile-post';
import { postPictures } from './post-pictures';
import type { PostPicture } from './post-types';

const file = 'content/posts/first-post/en.md';

/** A stand-in for the picture pipeline: every picture exists, in two widths, except `missing.png`. */
async function picture(src: string, at: string): Promise<PostPicture> {
  if (src === 'missing.png') throw new Error(`${at}: picture ${src}: no such file beside the post`);
  return {
    src: `/assets/${src}-960.webp`,
    width: 960,
    height: 540,
    sources: [
      { type: 'image/avif', srcSet: `/assets/${src}-640.avif 640w, /assets/${src}-960.avif 960w` },
      { type: 'image/webp', srcSet: `/assets/${src}-640.webp 640w, /assets/${src}-960.webp 960w` },
    ],
  };
}

const options: CompileOptions = {
  file,
  slug: 'first-post',
  language: 'en',
  tags: ['react', 'typescript', 'css'],
  labels: { footnotes: 'Notes', backToContent: 'Back to the text' },
  picture,
};

const front = (fields: string) => `---\n${fields}\n---\n`;
const valid = front('title: First post\ndate: 2026-03-01\nsummary: What I learned.');

const compile = (source: string, more: Partial<CompileOptions> = {}) =>
  compilePost(source, { ...options, ...more });

/** The message of the PostError that compiling `source` throws. */
async function problemsOf(source: string, more: Partial<CompileOptions> = {}): Promise<string> {
  const error = await compile(source, more).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PostError);
  return (error as PostError).message;
}

describe('compilePost: front matter', () => {
  it('gives the summary of a valid post, with defaults for what it leaves out', async () => {
    const { post } = await compile(
      front(
        'title: First post\ndate: 2026-03-01\nupdated: "2026-03-04"\ntags: [react, css]\nsummary: What I learned.\n' +
          'draft: true\ncover: { src: cover.png, alt: A diagram }',
      ) + '\nWords.\n',
    );
    expect(post).toMatchObject({
      slug: 'first-post',
      language: 'en',
      title: 'First post',
      date: '2026-03-01',
      updated: '2026-03-04',
      tags: ['react', 'css'],
      summary: 'What I learned.',
      draft: true,
      cover: { alt: 'A diagram', src: '/assets/cover.png-960.webp', width: 960, height: 540 },
    });
    const { post: plain } = await compile(`${valid}\nWords.\n`);
    expect(plain).toMatchObject({ tags: [], draft: false });
    expect(plain).not.toHaveProperty('updated');
    expect(plain).not.toHaveProperty('cover');
  });

  it('ends the front matter at a line of its own', async () => {
    const { post } = await compile(
      `\uFEFF${front('title: Wait ---\ndate: 2026-03-01\nsummary: S.')}\nText.\n`,
    );
    expect(post.title).toBe('Wait ---');
  });

  it('keeps a date the same string quoted or not', async () => {
    for (const date of ['2026-03-01', '"2026-03-01"', "'2026-03-01'"]) {
      const { post } = await compile(front(`title: T\ndate: ${date}\nsummary: S.`));
      expect(post.date).toBe('2026-03-01');
    }
  });

  it.each([
    ['date: 2026-03-01\nsummary: S.', 'title: required'],
    ['title: "  "\ndate: 2026-03-01\nsummary: S.', 'title: must not be empty'],
    ['title: [a]\ndate: 2026-03-01\nsummary: S.', 'title: must be text'],
    ['title: T\nsummary: S.', 'date: required'],
    ['title: T\ndate: 2026-3-1\nsummary: S.', 'date: must be a calendar date written YYYY-MM-DD'],
    ['title: T\ndate: 2026-02-30\nsummary: S.', 'date: must be a calendar date written YYYY-MM-DD'],
    ['title: T\ndate: 2026-03-01\nupdated: 2026-02-28\nsummary: S.', 'updated: is before date (2026-03-01)'],
    ['title: T\ndate: 2026-03-01\nupdated: soon\nsummary: S.', 'updated: must be a calendar date'],
    ['title: T\ndate: 2026-03-01\ntags: react\nsummary: S.', 'tags: must be a list of tag ids'],
    [
      'title: T\ndate: 2026-03-01\ntags: [raect]\nsummary: S.',
      'tags: unknown tag "raect": did you mean "react"?',
    ],
    [
      'title: T\ndate: 2026-03-01\ntags: [Type_Script]\nsummary: S.',
      'tags: unknown tag "Type_Script": did you mean "typescript"?',
    ],
    [
      'title: T\ndate: 2026-03-01\ntags: [cooking]\nsummary: S.',
      'tags: unknown tag "cooking": the declared tags are "react", "typescript", "css"',
    ],
    ['title: T\ndate: 2026-03-01\ntags: [css, css]\nsummary: S.', 'tags: "css" is listed twice'],
    ['title: T\ndate: 2026-03-01', 'summary: required'],
    ['title: T\ndate: 2026-03-01\nsummary: S.\ndraft: maybe', 'draft: must be true or false'],
    ['title: T\ndate: 2026-03-01\nsummary: S.\ncover: { src: a.png }', 'cover.alt: required'],
    [
      'title: T\ndate: 2026-03-01\nsummary: S.\ncover: a.png',
      'cover: must be { src: <file name>, alt: <text> }',
    ],
    [
      'title: T\ndate: 2026-03-01\nsummary: S.\ncover: { src: a.png, alt: A, size: 2 }',
      'cover.size: unknown field',
    ],
    ['title: T\ndate: 2026-03-01\nsummary: S.\nauthor: Me', 'author: unknown field'],
    [
      'title: T\ndate: 2026-03-01\nsummary: S.\ncover: { src: missing.png, alt: A }',
      'cover.src: picture missing.png',
    ],
  ])('names the file and the field: %j', async (fields, message) => {
    expect(await problemsOf(`${front(fields)}\nWords.\n`)).toContain(`${file}: ${message}`);
  });

  it('says when no tags are declared', async () => {
    const fields = 'title: T\ndate: 2026-03-01\ntags: [react]\nsummary: S.';
    expect(await problemsOf(front(fields), { tags: [] })).toContain(
      `${file}: tags: unknown tag "react": no tags are declared`,
    );
  });

  it('names the line of YAML that does not parse, and a missing front matter', async () => {
    expect(await problemsOf('---\ntitle: T\ntitle: U\n---\n')).toContain(
      `${file}:3: front matter: Map keys must be unique`,
    );
    expect(await problemsOf('Just words.\n')).toContain(`${file}: front matter: missing`);
  });

  it('lists every problem of the file, one a line', async () => {
    const message = await problemsOf(`${front('title: T\ndate: 2026-02-30')}\n# Big\n\n![](a.png)\n`);
    expect(message.split('\n')).toEqual([
      `${file}: date: must be a calendar date written YYYY-MM-DD (got "2026-02-30")`,
      `${file}: summary: required: one or two sentences that say what the post is about`,
      `${file}:6: a level-1 heading: the title is the post's heading; start sections at ##`,
      `${file}:8: picture a.png has no alt text`,
    ]);
  });

  it('refuses a folder name that is not a slug', async () => {
    expect(await problemsOf(valid, { slug: 'First_Post' })).toContain(
      `${file}: the folder name "First_Post" is not a slug`,
    );
  });
});

describe('compilePost: body', () => {
  it('refuses a # heading and headings past ####, naming their lines', async () => {
    const message = await problemsOf(`${valid}\n# Title again\n\nText.\n\n##### Deep\n`);
    expect(message).toContain(
      `${file}:7: a level-1 heading: the title is the post's heading; start sections at ##`,
    );
    expect(message).toContain(`${file}:11: a level-5 heading`);
    expect(await problemsOf(`${valid}\nTitle\n=====\n`)).toContain(`${file}:7: a level-1 heading`);
  });

  it('refuses a link in a heading (the heading is a link itself)', async () => {
    expect(await problemsOf(`${valid}\n## See [React](https://react.dev)\n`)).toContain(
      `${file}:7: a link in a heading`,
    );
  });

  it('gives headings ids in any script, and makes each a link to itself', async () => {
    const { post } = await compile(`${valid}\n## はじめに\n\n### Ölçüm ve sonuç\n\n## مقدمة\n`);
    expect(post.html).toContain(
      '<h2 id="はじめに"><a class="heading-anchor" href="#はじめに">はじめに</a></h2>',
    );
    expect(post.html).toContain('<h3 id="ölçüm-ve-sonuç">');
    expect(post.html).toContain('<h2 id="مقدمة"><a class="heading-anchor" href="#مقدمة">');
  });

  it("keeps a heading's id off the ids of the page around the post (the skip link's target)", async () => {
    const { post } = await compile(`${valid}\n## Content\n\n## Site footer\n`);
    expect(post.html).toContain(
      '<h2 id="content-1"><a class="heading-anchor" href="#content-1">Content</a></h2>',
    );
    expect(post.toc.map((entry) => entry.id)).toEqual(['content-1', 'site-footer-1']);
  });

  it('lists the ## and ### headings as the table of contents', async () => {
    const { post } = await compile(
      `${valid}\n## One *two*\n\n### Three\n\n#### Four\n\n## One two\n\nA note.[^1]\n\n[^1]: Here.\n`,
    );
    expect(post.toc).toEqual([
      { id: 'one-two', text: 'One two', depth: 2 },
      { id: 'three', text: 'Three', depth: 3 },
      { id: 'one-two-1', text: 'One two', depth: 2 },
    ]);
  });

  it("writes footnotes with the language's labels, their heading visually hidden", async () => {
    const { post } = await compile(`${valid}\nA claim.[^source]\n\n[^source]: A book.\n`);
    expect(post.html).toContain('<h2 class="sr-only" id="footnote-label">Notes</h2>');
    expect(post.html).toContain('aria-label="Back to the text 1"');
    expect(post.html).not.toContain('Back to reference');
    expect(post.html).not.toContain('class="heading-anchor" href="#footnote-label"');
  });

  it('renders GitHub Markdown: tables, strikethrough, task lists, autolinks', async () => {
    const { post } = await compile(
      `${valid}\n| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n- [ ] to do\n\nSee https://example.com.\n`,
    );
    expect(post.html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>a<\/th>/);
    expect(post.html).toContain('<td>2</td>');
    expect(post.html).toContain('<del>old</del>');
    expect(post.html).toContain('<input type="checkbox" checked disabled>');
    expect(post.html).toContain('<a href="https://example.com">https://example.com</a>');
  });

  it('drops raw HTML instead of rendering it', async () => {
    const { post } = await compile(
      `${valid}\n<script>alert(1)</script>\n\nText <b onclick="x()">bold</b>.\n\n<h1>Big</h1>\n`,
    );
    expect(post.html).not.toMatch(/<script|<b[ >]|onclick|<h1/);
    expect(post.html).toContain('<p>Text bold.</p>');
  });

  it('puts a picture alone in its paragraph in a figure, not in a p, with its title as the caption', async () => {
    const { post } = await compile(
      `${valid}\n![A chart](chart.png "Sales by month")\n\nText ![an icon](icon.png) inline.\n`,
    );
    expect(post.html).toContain(
      '<figure class="post-figure"><picture>' +
        '<source type="image/avif" srcset="/assets/chart.png-640.avif 640w, /assets/chart.png-960.avif 960w" sizes="(min-width: 48rem) 42rem, calc(100vw - 2.5rem)">' +
        '<source type="image/webp" srcset="/assets/chart.png-640.webp 640w, /assets/chart.png-960.webp 960w" sizes="(min-width: 48rem) 42rem, calc(100vw - 2.5rem)">' +
        '<img src="/assets/chart.png-960.webp" alt="A chart" width="960" height="540" loading="lazy" decoding="async">' +
        '</picture><figcaption>Sales by month</figcaption></figure>',
    );
    expect(post.html).not.toMatch(/<p>\s*<figure/);
    expect(post.html).toMatch(
      /<p>Text <picture><source type="image\/avif"[^>]*><source[^>]*><img src="\/assets\/icon.png-960.webp" alt="an icon"[^>]*><\/picture> inline.<\/p>/,
    );
    const { post: untitled } = await compile(`${valid}\n![A chart](chart.png)\n`);
    expect(untitled.html).not.toContain('figcaption');
    const { post: referenced } = await compile(`${valid}\n![A map][map]\n\n[map]: map.png "The map"\n`);
    expect(referenced.html).toMatch(
      /^<figure class="post-figure"><picture>.*<img src="\/assets\/map.png-960.webp" alt="A map".*<figcaption>The map<\/figcaption><\/figure>$/,
    );
  });

  it('names the line of a picture without alt text, and of a missing picture', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'post-'));
    cleanUp.push(folder);
    const message = await problemsOf(`${valid}\nText.\n\n![](chart.png)\n\n![A photo](gone.jpg)\n`, {
      picture: postPictures(folder, { emit: () => '', cacheDir: join(folder, 'cache') }),
    });
    expect(message).toContain(`${file}:9: picture chart.png has no alt text`);
    expect(message).toContain(`${file}:11: picture gone.jpg: no such file beside the post`);
  });

  it('counts the reading time in whole minutes, at least one', async () => {
    expect((await compile(`${valid}\nA few words.\n`)).post.readingMinutes).toBe(1);
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    expect((await compile(`${valid}\n${words}\n`)).post.readingMinutes).toBe(3);
  });
});

const cleanUp: string[] = [];
afterAll(() => Promise.all(cleanUp.map((dir) => rm(dir, { recursive: true, force: true }))));

const samples: Record<string, string> = {
  ts: "// A comment\nimport { x } from './y';\nexport const a: number = 1 + 2; /* block */\ninterface P<T> { readonly k?: T[] }\nclass C extends B { #p = 'str'; static m() { return `t${this}`; } }\nconst re = /ab+c/gi;\nenum E { A = 1 }\ntype U = 'a' | null;\n@dec() class D {}",
  tsx: 'export function App({ n }: { n: number }) {\n  return <div className="x" onClick={() => f(n)}>{n} &amp; text</div>;\n}',
  bash: "#!/usr/bin/env bash\n# comment\nnpm run build -- --flag=1 \"$HOME\" 'q' && echo ${VAR:-x} | grep -E '^a' > /dev/null 2>&1\nif [ -f x ]; then exit 1; fi",
  json: '{ "a": 1, "b": [true, null, "s"], "c": { "d": -1.5e3 } }',
  css: '/* c */\n@import url("a.css");\n@media (min-width: 48rem) {\n  .a > b:hover::before, #id[data-x="y"] { color: #fff !important; margin: 0 auto; content: "x"; --v: calc(1px + 2em); }\n}',
  html: '<!doctype html>\n<!-- c -->\n<html lang="en"><head><script>const a = 1;</script><style>a { color: red }</style></head>\n<body><a href="#x" class="b">t &amp; u</a></body></html>',
};
const codePost = `${valid}\n${Object.entries(samples)
  .map(([language, code]) => `\`\`\`${language}\n${code}\n\`\`\``)
  .join('\n\n')}\n`;

/** WCAG relative luminance of a `#rgb`, `#rrggbb` or `#rrggbbaa` colour (alpha laid over `background`). */
function luminance(colour: string, background?: string): number {
  const hex = colour.slice(1);
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16) / 255;
  const alpha = full.length === 8 ? channel(3) : 1;
  const under = background
    ? [0, 1, 2].map((index) => parseInt(background.slice(1 + index * 2, 3 + index * 2), 16) / 255)
    : [0, 0, 0];
  const [r, g, b] = [0, 1, 2].map((index) => {
    const value = channel(index) * alpha + (under[index] ?? 0) * (1 - alpha);
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const expand = (colour: string) =>
  colour.length === 4 ? colour.replace(/[\da-f]/gi, (digit) => digit + digit) : colour;
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('compilePost: code', () => {
  it('highlights code blocks with classes only: no style attribute anywhere', async () => {
    const { post, css } = await compile(codePost);
    expect(post.html).not.toContain('style=');
    expect(post.html).toMatch(
      /<pre class="shiki [^"]*" tabindex="0" data-language="ts"><code><span class="line"><span class="code-\w+">/,
    );
    for (const language of Object.keys(samples)) expect(post.html).toContain(`data-language="${language}"`);
    const used = new Set(
      [...post.html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names?.split(' ') ?? []),
    );
    const codeClasses = [...used].filter((name) => name.startsWith('code-'));
    expect(codeClasses.length).toBeGreaterThan(5);
    for (const name of codeClasses) expect(css.get(name)).toMatch(/--shiki-light:#\w+;--shiki-dark:#\w+/);
  });

  it('renders a block in an unknown language, or none, plain and escaped', async () => {
    const { post } = await compile(
      `${valid}\n\`\`\`klingon\n<b>qapla'</b>\n\`\`\`\n\n\`\`\`\nx < y\n\`\`\`\n`,
    );
    expect(post.html).toContain("&#x3C;b>qapla'&#x3C;/b>");
    expect(post.html).toContain('x &#x3C; y');
    expect(post.html).not.toContain('data-language');
    expect(post.html).not.toContain('style=');
    expect(post.html.match(/<pre class="shiki[^"]*" tabindex="0">/g)).toHaveLength(2);
  });

  it('gives every token at least 4.5:1 contrast on its background, in both themes', async () => {
    const { css } = await compile(codePost);
    const rules = [...css.values()].map((rule) =>
      Object.fromEntries(rule.split(';').map((declaration) => declaration.split(':') as [string, string])),
    );
    const block = rules.find((rule) => rule['--shiki-light-bg']);
    const worst: Record<string, number> = {};
    for (const theme of ['light', 'dark'] as const) {
      const background = expand(block?.[`--shiki-${theme}-bg`] ?? '');
      expect(background).toMatch(/^#[\da-f]{6}$/i);
      const colours = rules.flatMap((rule) => rule[`--shiki-${theme}`] ?? []);
      expect(colours.length).toBeGreaterThan(8);
      worst[theme] = Math.min(
        ...colours.map((colour) => contrast(luminance(colour, background), luminance(background))),
      );
    }
    expect(worst.light).toBeGreaterThanOrEqual(4.5);
    expect(worst.dark).toBeGreaterThanOrEqual(4.5);
  });

  it("shows the dark theme's colours by default and the light theme's exactly where the site is light", async () => {
    const { css } = await compile(codePost);
    const sheet = codeStyleSheet(css);
    expect(sheet).toContain('.shiki{color:var(--shiki-dark);background-color:var(--shiki-dark-bg)}');
    expect(sheet).toContain('.shiki span{color:var(--shiki-dark);');
    expect(sheet).toContain(
      ":root[data-theme='light'] .shiki{color:var(--shiki-light);background-color:var(--shiki-light-bg)}",
    );
    expect(sheet).toContain(
      "@media (prefers-color-scheme: light){:root:not([data-theme='dark']) .shiki{color:var(--shiki-light);",
    );
    expect(sheet).toContain('@media print{:root .shiki{color:var(--shiki-light);');
    expect(sheet).toContain('.shiki{overflow-x:auto}');
    for (const [name, rule] of css) expect(sheet).toContain(`.${name}{${rule}}`);
  });
});
