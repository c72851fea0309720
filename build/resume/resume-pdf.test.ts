// The résumé's PDF on the tests' own résumés (resume-pdf.fixture.ts): a Latin one whose owner has a Polish name, an
// Arabic one (right to left, the fixtures' Arabic font) and a Japanese one; each rendered once and read back with
// poppler (pdftotext, pdffonts, pdfinfo) as a reader's tools would.
import { withoutDirectionMarks } from './poppler-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLISH_NAME, SCRIPT_SAMPLES } from '../../fixtures/scripts/samples';
import { fixtureResumes, renderFixture, type RenderedPdf } from './resume-pdf.fixture';
import { resumePdf } from './resume-pdf';

/** Rendering loads and instances the fonts (harfbuzz) once per file: slower than a test's default on a busy machine. */
const RENDER_TIMEOUT = 60_000;

/** Words in order: each found after the one before. */
function expectInOrder(text: string, words: string[]) {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    expect(at, `"${word}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + word.length;
  }
}

/** What every PDF must be: fonts embedded as subsets, its language, one or two pages, its owner's name as author. */
function expectDocument(pdf: () => RenderedPdf, code: string) {
  it('embeds every font as a subset, and says its language, pages and author', () => {
    const { fonts, info } = pdf();
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/\+\S+\s.*\byes\s+yes\s+yes\b/);
    expect(info).toMatch(/^Author:\s+Łucja Żółtek-Przykładowa$/m);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
  });
  it(`sets /Lang to ${code}`, () => {
    expect(pdf().data.toString('latin1')).toContain(`/Lang (${code})`);
  });
}

describe('the résumé PDF of an owner with a Polish name', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderFixture('en');
  }, RENDER_TIMEOUT);
  expectDocument(() => pdf, 'en');
  it('reads back the name and the words in order', () => {
    expect(pdf.text).toContain(POLISH_NAME);
    const { view } = fixtureResumes.en;
    expectInOrder(pdf.text, [
      POLISH_NAME,
      view.title,
      'Experience',
      view.experience[0]?.organisation ?? '',
      'Contact',
    ]);
    expectInOrder(pdf.text.replace(/\s+/g, ' '), [view.summary]);
  });
  it(
    'links the phone in its contact line, and has no phone without one in the profile',
    async () => {
      const { view } = fixtureResumes.en;
      expect(pdf.text).toContain(view.phone ?? '');
      expect(pdf.data.toString('latin1')).toContain('(tel:+48600100200)');
      const without = await renderFixture('en', {
        ...fixtureResumes.en,
        view: { ...view, phone: undefined },
      });
      expect(without.text).toContain(view.email);
      expect(without.text).not.toContain(view.phone ?? '');
      expect(without.data.toString('latin1')).not.toContain('(tel:');
    },
    RENDER_TIMEOUT,
  );
  it('puts the dates at the right of the title', () => {
    expect(pdf.layoutText).toMatch(/Full-stack developer {10,}June 2023 – Present/);
  });
});

// poppler reads a right-to-left line into logical order and wraps its runs in embedding marks: drop the marks.
const words = (sentence: string) => sentence.split(/\s+/).map((word) => word.replace(/[،.]/g, ''));

describe('the résumé PDF of a right-to-left language (Arabic)', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderFixture('ar');
  }, RENDER_TIMEOUT);
  expectDocument(() => pdf, 'ar');
  it('reads back every Arabic word, joined letters and all, and the Latin names intact, in reading order', () => {
    const text = withoutDirectionMarks(pdf.text).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/[\u202A-\u202E]/);
    expectInOrder(text, [POLISH_NAME, ...words(SCRIPT_SAMPLES.ar.title)]);
    expectInOrder(text, [SCRIPT_SAMPLES.ar.experience, ...words(SCRIPT_SAMPLES.ar.sentence)]);
    expectInOrder(text, ['React', 'TypeScript', 'Node.js', SCRIPT_SAMPLES.ar.education]);
  });
  it('reads a line of mixed directions back exactly: spaces, brackets, Latin names and digits in reading order', () => {
    const text = withoutDirectionMarks(pdf.text).replace(/\s+/g, ' ');
    // The Latin names with a space before the next Arabic word, and the Arabic comma after them.
    expect(text).toContain(SCRIPT_SAMPLES.ar.sentence);
    // Brackets drawn mirrored (right to left) read as written, around a Latin list ending in a number.
    expect(text).toContain(`${SCRIPT_SAMPLES.ar.title} (TypeScript, React 19)`);
  });
  it('aligns its lines right, with the dates column on the left', () => {
    const lines = pdf.layoutText.split('\n');
    const summary = lines.find((line) => line.includes('React'));
    expect(summary).toMatch(/^\s{10,}\S/);
    // The first job's line: its dates (June 2023, in Arabic) start it on the left, its title ends it on the right.
    const entry = lines
      .map(withoutDirectionMarks)
      .find((line) => line.includes('يونيو') && line.includes('2023'));
    expect(entry).toMatch(new RegExp(`^\\s?يونيو.*2023.* {20,}${SCRIPT_SAMPLES.ar.title}\\s*$`));
  });
  it('draws the Arabic in the language font, the Latin in Inter', () => {
    expect(pdf.fonts).toMatch(/\+NotoSansArabic/);
    expect(pdf.fonts).toMatch(/\+Inter-Regular/);
  });
});

describe('the résumé PDF of a CJK language (Japanese)', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderFixture('ja');
  }, RENDER_TIMEOUT);
  expectDocument(() => pdf, 'ja');
  it('reads back the words in order, breaking lines between characters, never before 。、', () => {
    const lines = pdf.text.split('\n').filter(Boolean);
    expect(lines.join('')).toContain(SCRIPT_SAMPLES.ja.sentence);
    expectInOrder(pdf.text, [
      SCRIPT_SAMPLES.ja.title,
      SCRIPT_SAMPLES.ja.experience,
      SCRIPT_SAMPLES.ja.education,
    ]);
    // The sentence is wider than the page: it wraps without a space to break at, and no line starts with a closing mark.
    const wrapped = lines.filter((line) => SCRIPT_SAMPLES.ja.sentence.includes(line));
    expect(wrapped.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toMatch(/^[。、）」ー]/);
  });
  it('draws the kana in the language font', () => {
    expect(pdf.fonts).toMatch(/\+NotoSansJP/);
  });
});

describe('a character no font has', () => {
  it('fails the build, naming the language, the characters and the faces', async () => {
    const input = fixtureResumes.ja;
    await expect(resumePdf({ ...input, view: { ...input.view, summary: '鬱蒼' } })).rejects.toThrow(
      /\(ja\): no font has 鬱 蒼 .*NotoSansJP\.ttf/,
    );
  });
});
