import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontSite } from '../../fixtures/scripts/font-site';
import { SCRIPT_LANGUAGES, SCRIPT_SAMPLES } from '../../fixtures/scripts/samples';
import {
  fontsFinding,
  formatReport,
  placeholderFinding,
  postsFinding,
  sampleProjectsFinding,
  SHOWN_LINES,
  siteUrlFinding,
  templateRemoteFinding,
} from './doctor';

const sample = 'https://sample-owner.example.com';

describe('npm run doctor', () => {
  it('takes a reachable HTTPS URL, and names what is wrong with any other, and where it was written', () => {
    expect(siteUrlFinding({}, 'https://sam.dev', sample)).toMatchObject({
      status: 'ok',
      detail: 'https://sam.dev/, pages at the root',
    });
    expect(siteUrlFinding({}, 'https://sam.github.io/portfolio/', sample)).toMatchObject({
      status: 'ok',
      detail: 'https://sam.github.io/portfolio, pages in the folder /portfolio/ (every page, file and link)',
    });
    expect(siteUrlFinding({}, sample, sample)).toMatchObject({
      status: 'todo',
      detail: expect.stringContaining("still the sample's"),
    });
    expect(siteUrlFinding({ SITE_URL: 'https://preview.example' }, sample, sample)).toMatchObject({
      status: 'todo',
      detail: 'SITE_URL: preview.example is a name for examples, not one a visitor can reach',
    });
    expect(siteUrlFinding({}, 'http://sam.dev', sample)).toMatchObject({
      status: 'todo',
      detail: expect.stringContaining('not HTTPS'),
    });
    expect(siteUrlFinding({}, 'sam.dev', sample)).toMatchObject({
      status: 'error',
      detail: expect.stringMatching(/^content\/site\.ts: url: "sam\.dev" is not an absolute URL/),
    });
  });

  it('says per language which characters no font has, before a build, and the fonts each uses', () => {
    const languages = [{ code: 'en' }, SCRIPT_LANGUAGES.ja, { code: 'ar' }];
    const root = fontSite({ en: 'Hi', ja: SCRIPT_SAMPLES.ja.title, ar: SCRIPT_SAMPLES.ar.title }, 'Sam', [
      'ja',
    ]);
    const finding = fontsFinding(root, languages);
    expect(finding).toMatchObject({ status: 'error', detail: '1 place with characters no font has' });
    expect(finding.lines).toEqual([expect.stringMatching(/^Language 'ar': content\/texts\/ar\/ has ا ب ة/)]);
    expect(fontsFinding(root, languages.slice(0, 2))).toMatchObject({
      status: 'ok',
      detail: "every character has a font (en: the site's fonts, ja: content/fonts/NotoSansJP.ttf)",
    });
  });

  it('counts the sample projects and the texts left, and says when nothing is', () => {
    const mine = { slug: 'mine', images: [{ id: 1 }] };
    expect(sampleProjectsFinding([mine, { slug: 'tide', images: [] }], ['tide', 'reef'])).toMatchObject({
      status: 'todo',
      detail: '1 sample project left (tide): npm run remove-project -- --sample',
    });
    expect(sampleProjectsFinding([mine], ['tide'])).toMatchObject({
      status: 'ok',
      detail: '1 project of yours',
    });
    expect(placeholderFinding([])).toMatchObject({ status: 'ok' });
    expect(placeholderFinding(['a.json:1: TODO'])).toMatchObject({
      status: 'todo',
      lines: ['a.json:1: TODO'],
    });
  });

  it('says once, for information, which projects have no pictures, and counts nothing left to do for them', () => {
    const finding = sampleProjectsFinding(
      [
        { slug: 'reef', images: [{ id: 1 }] },
        { slug: 'buoy', images: [] },
      ],
      ['tide'],
    );
    expect(finding).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^2 projects of yours, 1 without pictures \(shown without; /),
      lines: ['buoy: no pictures'],
    });
    expect(formatReport([finding]).split('\n').at(-1)).toBe(
      'Ready to publish: npm run build, then see docs/deploy.md.',
    );
  });

  it('counts the posts published in each language, and lists the drafts and the posts not in every language', () => {
    const root = mkdtempSync(join(tmpdir(), 'doctor-posts-'));
    try {
      const post = (file: string, draft = false) => {
        const path = join(root, 'content/posts', file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, `---\ntitle: T\ndate: 2026-03-01\nsummary: S.\ndraft: ${draft}\n---\n\nText.\n`);
      };
      expect(postsFinding(root, ['en', 'es'], true)).toMatchObject({
        status: 'ok',
        detail: expect.stringMatching(/^no posts/),
      });
      post('tides/en.md', true);
      expect(postsFinding(root, ['en', 'es'], true)).toMatchObject({
        status: 'todo',
        detail: 'none published; 1 draft',
        lines: ['content/posts/tides/en.md: draft (not published)'],
      });
      post('tides/es.md');
      post('reefs/en.md');
      post('reefs/es.md');
      expect(postsFinding(root, ['en', 'es'], true)).toMatchObject({
        status: 'todo',
        detail: '1 post in en, 2 in es; 1 draft, 1 post not in every language',
        lines: ['content/posts/tides/en.md: draft (not published)', 'content/posts/tides/: in es, not in en'],
      });
      // Without the draft, the post in one language is listed, not left to do.
      rmSync(join(root, 'content/posts/tides/en.md'));
      expect(postsFinding(root, ['en', 'es'], true)).toMatchObject({
        status: 'ok',
        detail: '1 post in en, 2 in es; 1 post not in every language',
        lines: ['content/posts/tides/: in es, not in en'],
      });
      post('tides/en.md');
      expect(postsFinding(root, ['en', 'es'], true)).toEqual({
        status: 'ok',
        title: 'Posts',
        detail: '2 posts in en, 2 in es',
      });
      expect(postsFinding(root, ['en', 'es'], false)).toMatchObject({
        status: 'ok',
        detail: 'the blog is off (content/site.ts: blog: false): no post pages, lists or feeds',
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('tells how to take the template’s updates when its remote is missing', () => {
    expect(templateRemoteFinding(['origin', 'template']).status).toBe('ok');
    expect(templateRemoteFinding(['origin']).detail).toContain('git remote add template');
    expect(templateRemoteFinding(undefined).status).toBe('todo');
  });

  it('fits one screen: a few lines under each finding, and a summary of what is left', () => {
    const texts = placeholderFinding(Array.from({ length: SHOWN_LINES + 3 }, (_, n) => `f.json:${n}: TODO`));
    const report = formatReport([{ status: 'ok', title: 'Content', detail: 'valid' }, texts]).split('\n');
    expect(report[0]).toBe('✓ Content: valid');
    expect(report[1]).toBe(`! Texts: ${SHOWN_LINES + 3} texts left to write or replace`);
    expect(report.filter((line) => line.startsWith('    f.json'))).toHaveLength(SHOWN_LINES);
    expect(report).toContain('    … and 3 more (npm run build lists them all)');
    expect(report.at(-1)).toBe('The site builds; 1 thing left before publishing.');
    expect(
      formatReport([{ status: 'error', title: 'Content', detail: 'x' }, texts])
        .split('\n')
        .at(-1),
    ).toBe('1 problem to fix before the site builds, then 1 more to do.');
    expect(formatReport([]).split('\n').at(-1)).toMatch(/^Ready to publish/);
  });
});
