import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesSource } from '@/content/categories';
import { siteLanguages } from '@/content/languages';
import { PROJECT_IMAGE_WIDTHS } from '@/lib/images';
import { compileDocumentation } from '../project-docs';
import { addImages, main as addImagesMain } from './add-images';
import { main as newProjectMain, newProject } from './new-project';
import { placeholderWarnings } from './placeholders';
import { documentationFile, PROJECTS_FILE, projectsJson } from './project-files';

// A site of the files the commands edit, copied from this one into a temporary folder.
let root = '';
const category = categoriesSource[0]?.slug ?? '';
const languages = siteLanguages.map((language) => language.code);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const items = (language: string) =>
  (
    JSON.parse(read(projectsJson(language))) as {
      items: Record<string, { pictures: Record<string, string> }>;
    }
  ).items;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'owner-commands-'));
  for (const file of [PROJECTS_FILE, ...languages.map(projectsJson)])
    cpSync(file, join(root, file), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function picture(name: string, width: number, height: number, format: 'png' | 'jpeg') {
  const file = join(root, name);
  await sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toFile(file);
  return file;
}

describe('new-project', () => {
  it('creates the entry, the texts and documentation of every language, and the pictures folder', () => {
    const output = newProjectMain(['my-app', '--category', category], root);
    expect(output).toContain('Created the project my-app');
    expect(read(PROJECTS_FILE)).toMatch(/slug: 'my-app',[\s\S]*images: screenshots\('my-app', 0\),/);
    for (const language of languages) {
      expect(items(language)['my-app']).toMatchObject({ title: 'My App', pictures: {} });
      const docs = documentationFile(language, 'my-app');
      expect(compileDocumentation(read(docs), docs).description).toHaveLength(1);
    }
    expect(existsSync(join(root, 'public/images/projects/my-app'))).toBe(true);
    // What is left to write, by file and line.
    const left = placeholderWarnings(root);
    expect(left).toContainEqual(
      expect.stringMatching(/^src\/content\/projects\.ts:\d+: my-app has no pictures yet/),
    );
    for (const language of languages) {
      expect(left).toContainEqual(
        expect.stringMatching(new RegExp(`^${projectsJson(language)}:\\d+: "short_description"`)),
      );
      expect(left).toContainEqual(
        expect.stringMatching(new RegExp(`^${documentationFile(language, 'my-app')}:\\d+: TODO:`)),
      );
    }
  });

  it('refuses a slug that is not URL-safe or exists, and a category that does not exist, writing nothing', () => {
    const before = read(PROJECTS_FILE);
    expect(() => newProject(root, 'My App', category)).toThrow('"My App" is not a URL-safe slug');
    expect(() => newProject(root, 'my--app', category)).toThrow('is not a URL-safe slug');
    expect(() => newProject(root, 'vetcore-pro', category)).toThrow('A project "vetcore-pro" already exists');
    expect(() => newProject(root, 'my-app', 'cooking')).toThrow(
      `There is no category "cooking". Categories: ${category}`,
    );
    expect(() => newProjectMain(['my-app'], root)).toThrow('Usage: npm run new-project');
    expect(read(PROJECTS_FILE)).toBe(before);
    expect(existsSync(join(root, 'public'))).toBe(false);
  });
});

describe('add-images', () => {
  it('writes every width and format after the existing pictures, and registers them with placeholder alt texts', async () => {
    newProject(root, 'my-app', category);
    const shot = await picture('shot.png', 1500, 2000, 'png');
    const photo = await picture('photo.jpg', 300, 200, 'jpeg');
    // A portrait: shown whole, which the command says, with the option that crops it instead.
    expect(await addImagesMain(['my-app', shot], root)).toMatch(
      /shot\.png → picture 1 of my-app \(1500×2000, not 16:10: shown whole on its edge colour #22aa66 \(to crop it instead: --fit cover --position top\)\)[\s\S]*1-1280\.avif {2}\d+\.\d KB/,
    );
    const { first, written } = await addImages(root, 'my-app', [photo]);
    expect(first).toBe(2);
    expect(written.map((w) => w.file)).toContain('public/images/projects/my-app/2-640.webp');
    const files = readdirSync(join(root, 'public/images/projects/my-app')).toSorted();
    expect(files).toEqual(
      [1, 2]
        .flatMap((n) => PROJECT_IMAGE_WIDTHS.flatMap((w) => [`${n}-${w}.avif`, `${n}-${w}.webp`]))
        .toSorted(),
    );
    // Any picture comes out in the site's 16:10 frame, at each width.
    for (const width of PROJECT_IMAGE_WIDTHS) {
      const meta = await sharp(join(root, `public/images/projects/my-app/2-${width}.avif`)).metadata();
      expect([meta.width, meta.height]).toEqual([width, (width * 10) / 16]);
    }
    expect(read(PROJECTS_FILE)).toContain("images: screenshots('my-app', 2),");
    for (const language of languages)
      expect(items(language)['my-app']?.pictures).toEqual({
        1: 'TODO: My App, picture 1',
        2: 'TODO: My App, picture 2',
      });
  });

  it('refuses an unknown project and a file that is not a picture, writing nothing', async () => {
    newProject(root, 'my-app', category);
    const shot = await picture('shot.png', 800, 500, 'png');
    writeFileSync(join(root, 'notes.png'), 'not a picture');
    await expect(addImages(root, 'no-such-app', [shot])).rejects.toThrow('There is no project "no-such-app"');
    await expect(addImages(root, 'my-app', [shot, join(root, 'notes.png')])).rejects.toThrow(
      'notes.png: not a PNG, JPEG or WebP picture',
    );
    await expect(addImages(root, 'my-app', [join(root, 'gone.png')])).rejects.toThrow(
      'gone.png: no such file',
    );
    await expect(addImagesMain(['my-app'], root)).rejects.toThrow('Usage: npm run add-images');
    await expect(addImagesMain(['my-app', shot, '--crop'], root)).rejects.toThrow("Unknown option '--crop'");
    await expect(addImagesMain(['my-app', shot, '--fit', 'fill'], root)).rejects.toThrow(
      '--fit is one of contain, cover',
    );
    expect(readdirSync(join(root, 'public/images/projects/my-app'))).toEqual([]);
    expect(read(PROJECTS_FILE)).toContain("images: screenshots('my-app', 0),");
  });
});
