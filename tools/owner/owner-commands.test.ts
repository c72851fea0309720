import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesSource } from '../../content/categories';
import { siteLanguages } from '@/content/languages';
import { PROJECT_IMAGE_WIDTHS } from '@/lib/images';
import { compileDocumentation } from '../../build/plugins/project-docs';
import { addImages, main as addImagesMain } from './add-images';
import { main as newProjectMain, newProject } from './new-project';
import { placeholderWarnings } from './placeholders';
import { documentationFile, picturesFolder, PROJECTS_FILE, projectsJson } from './project-files';
import { projectSlugs } from './projects-source';
import { main as removeProjectMain, RESUME_FILE, removeProjects, videosFolder } from './remove-project';

// A site of the files the commands edit, copied from this one into a temporary folder. Whatever projects it has
// (the sample's, an owner's, none), the tests make their own.
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
  for (const file of ['.prettierrc.json', PROJECTS_FILE, ...languages.map(projectsJson)])
    cpSync(file, join(root, file), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const slugs = () => projectSlugs(read(PROJECTS_FILE));

/** Whether `file` is as `npm run format` leaves it: the format check of `npm test` passes on it. */
async function formatted(file: string) {
  const filepath = join(root, file);
  return (
    (await prettier.format(read(file), { ...(await prettier.resolveConfig(filepath)), filepath })) ===
    read(file)
  );
}

async function picture(name: string, width: number, height: number, format: 'png' | 'jpeg') {
  const file = join(root, name);
  await sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toFile(file);
  return file;
}

describe('new-project', () => {
  it('creates the entry, the texts and documentation of every language, and the pictures folder', async () => {
    const output = await newProjectMain(['my-app', '--category', category], root);
    expect(output).toContain('Created the project my-app');
    expect(read(PROJECTS_FILE)).toMatch(/slug: 'my-app',[\s\S]*images: screenshots\('my-app', 0\),/);
    for (const language of languages) {
      expect(items(language)['my-app']).toMatchObject({ title: 'TODO: My App', pictures: {} });
      const docs = documentationFile(language, 'my-app');
      expect(compileDocumentation(read(docs), docs).description).toHaveLength(1);
    }
    expect(existsSync(join(root, 'content/public/images/projects/my-app'))).toBe(true);
    for (const file of [PROJECTS_FILE, ...languages.map(projectsJson)])
      expect(await formatted(file), file).toBe(true);
    // What is left to write, by file and line.
    const left = placeholderWarnings(root);
    // A project without pictures yet is shown without: nothing to write.
    expect(left.filter((line) => line.includes('pictures'))).toEqual([]);
    for (const language of languages) {
      for (const key of ['title', 'short_description'])
        expect(left).toContainEqual(
          expect.stringMatching(new RegExp(`^${projectsJson(language)}:\\d+: "${key}": "TODO: `)),
        );
      expect(left).toContainEqual(
        expect.stringMatching(new RegExp(`^${documentationFile(language, 'my-app')}:\\d+: TODO:`)),
      );
    }
  });

  it('refuses a slug that is not URL-safe or exists, and a category that does not exist, writing nothing', async () => {
    await newProject(root, 'my-app', category);
    const before = read(PROJECTS_FILE);
    await expect(newProject(root, 'My App', category)).rejects.toThrow('"My App" is not a URL-safe slug');
    await expect(newProject(root, 'my--app', category)).rejects.toThrow('is not a URL-safe slug');
    await expect(newProject(root, 'my-app', category)).rejects.toThrow('A project "my-app" already exists');
    await expect(newProject(root, 'other-app', 'cooking')).rejects.toThrow(
      `There is no category "cooking". Categories: ${category}`,
    );
    await expect(newProjectMain(['other-app'], root)).rejects.toThrow('Usage: npm run new-project');
    await expect(newProjectMain(['other-app', '--category'], root)).rejects.toThrow(
      "Option '--category <value>' argument missing",
    );
    expect(read(PROJECTS_FILE)).toBe(before);
    expect(existsSync(join(root, picturesFolder('other-app')))).toBe(false);
  });

  it('adds the first project to a catalogue emptied by hand, as prettier prints it', async () => {
    const emptied = [
      "import { PROJECT_IMAGE_WIDTHS } from '@/lib/images';",
      'function screenshots(slug: string, count: number) {',
      '  return Array.from({ length: count }, (_, i) => ({ id: i + 1, path: `/${slug}/${i + 1}`, widths: PROJECT_IMAGE_WIDTHS }));',
      '}',
      'export const projectsSource: z.input<typeof projectFactsSchema>[] = [];',
    ].join('\n');
    writeFileSync(join(root, PROJECTS_FILE), emptied);
    await newProject(root, 'first-own-app', category);
    expect(slugs()).toEqual(['first-own-app']);
    expect(read(PROJECTS_FILE)).toContain("images: screenshots('first-own-app', 0),");
    expect(await formatted(PROJECTS_FILE)).toBe(true);
  });
});

/** The project's documentation, pictures and videos, as new-project, add-images and the owner leave them. */
async function project(slug: string) {
  await newProject(root, slug, category);
  writeFileSync(join(root, picturesFolder(slug), '1-640.webp'), '');
  mkdirSync(join(root, videosFolder(slug)), { recursive: true });
  writeFileSync(join(root, videosFolder(slug), 'demo.webm'), '');
  return [
    ...languages.map((language) => documentationFile(language, slug)),
    picturesFolder(slug),
    videosFolder(slug),
  ];
}

describe('remove-project', () => {
  it('takes a project out everywhere, in every language, and leaves the others as they were', async () => {
    const mine = await project('my-app');
    const other = await project('other-app');
    const output = await removeProjectMain(['my-app'], root);
    expect(output).toContain('Removed my-app:');
    expect(output).toContain(`  ${picturesFolder('my-app')}/`);
    expect(slugs()).not.toContain('my-app');
    expect(slugs()).toContain('other-app');
    for (const language of languages) {
      expect(items(language)).not.toHaveProperty('my-app');
      expect(items(language)).toHaveProperty('other-app');
    }
    for (const file of mine) expect(existsSync(join(root, file)), file).toBe(false);
    for (const file of other) expect(existsSync(join(root, file)), file).toBe(true);
    for (const file of [PROJECTS_FILE, ...languages.map(projectsJson)])
      expect(await formatted(file), file).toBe(true);
  });

  it('--sample takes the sample projects there are, and then says they are gone', async () => {
    await removeProjects(root, slugs());
    await project('vetcore-pro');
    await project('my-app');
    await project('learnplay');
    expect(await removeProjectMain(['--sample'], root)).toMatch(
      /^Removed vetcore-pro, learnplay:[\s\S]*\nProjects left: my-app\.$/,
    );
    expect(slugs()).toEqual(['my-app']);
    expect(await removeProjectMain(['--sample'], root)).toBe(
      "The sample's projects are gone already. Projects: my-app.",
    );
  });

  it('takes the projects out of the résumé’s selection, and leaves the others there', async () => {
    await project('my-app');
    await project('other-app');
    writeFileSync(
      join(root, RESUME_FILE),
      "export const resumeSource = { projects: ['my-app', 'other-app'] };\n",
    );
    await removeProjects(root, ['my-app']);
    expect(read(RESUME_FILE)).toMatch(/\bprojects: \['other-app'\]/);
    expect(await formatted(RESUME_FILE)).toBe(true);
  });

  it('leaves an empty catalogue that new-project starts again', async () => {
    await project('my-app');
    expect(await removeProjectMain([...slugs()], root)).toContain(
      'No project left: the catalogue shows its empty message until npm run new-project adds one.',
    );
    expect(slugs()).toEqual([]);
    for (const language of languages) expect(items(language)).toEqual({});
    expect(await formatted(PROJECTS_FILE)).toBe(true);
    await newProject(root, 'my-app', category);
    expect(slugs()).toEqual(['my-app']);
  });

  it('refuses a project that does not exist, writing nothing', async () => {
    await project('my-app');
    const before = read(PROJECTS_FILE);
    await expect(removeProjects(root, ['my-app', 'no-such-app'])).rejects.toThrow(
      /^There is no project "no-such-app" in content\/projects\.ts\. Projects: .*my-app/,
    );
    await expect(removeProjectMain([], root)).rejects.toThrow('Usage: npm run remove-project');
    await expect(removeProjectMain(['my-app', '--sample'], root)).rejects.toThrow(
      'Usage: npm run remove-project',
    );
    expect(read(PROJECTS_FILE)).toBe(before);
    expect(existsSync(join(root, picturesFolder('my-app'), '1-640.webp'))).toBe(true);
  });
});

describe('add-images', () => {
  // Sixteen files encoded, AVIF at effort 6: longer than the default on a loaded two-core machine.
  it(
    'writes every width and format after the existing pictures, and registers them with placeholder alt texts',
    {
      timeout: 60_000,
    },
    async () => {
      await newProject(root, 'my-app', category);
      const shot = await picture('shot.png', 1500, 2000, 'png');
      const photo = await picture('photo.jpg', 300, 200, 'jpeg');
      // A portrait: shown whole, which the command says, with the option that crops it instead.
      expect(await addImagesMain(['my-app', shot], root)).toMatch(
        /shot\.png → picture 1 of my-app \(1500×2000, not 16:10: shown whole on its edge colour #22aa66 \(to crop it instead: --fit cover --position top\)\)[\s\S]*1-1280\.avif {2}\d+\.\d KB/,
      );
      const { first, written } = await addImages(root, 'my-app', [photo]);
      expect(first).toBe(2);
      expect(written.map((w) => w.file)).toContain('content/public/images/projects/my-app/2-640.webp');
      const files = readdirSync(join(root, 'content/public/images/projects/my-app')).toSorted();
      expect(files).toEqual(
        [1, 2]
          .flatMap((n) => PROJECT_IMAGE_WIDTHS.flatMap((w) => [`${n}-${w}.avif`, `${n}-${w}.webp`]))
          .toSorted(),
      );
      // Any picture comes out in the site's 16:10 frame, at each width.
      for (const width of PROJECT_IMAGE_WIDTHS) {
        const meta = await sharp(
          join(root, `content/public/images/projects/my-app/2-${width}.avif`),
        ).metadata();
        expect([meta.width, meta.height]).toEqual([width, (width * 10) / 16]);
      }
      expect(read(PROJECTS_FILE)).toContain("images: screenshots('my-app', 2),");
      for (const language of languages)
        expect(items(language)['my-app']?.pictures).toEqual({
          1: 'TODO: My App, picture 1',
          2: 'TODO: My App, picture 2',
        });
    },
  );

  it("copies a post's pictures beside its Markdown (`--post`), and gives the line that shows each", async () => {
    mkdirSync(join(root, 'content/posts/my-post'), { recursive: true });
    const chart = await picture('My Chart.png', 800, 500, 'png');
    const said = await addImagesMain(['--post', 'my-post', chart], root);
    expect(said).toContain('![TODO: what it shows](my-chart.png "an optional caption")');
    expect(existsSync(join(root, 'content/posts/my-post/my-chart.png'))).toBe(true);
    // Not twice under one name, and only into a post there is.
    await expect(addImagesMain(['--post', 'my-post', chart], root)).rejects.toThrow(
      'my-chart.png already exists',
    );
    await expect(addImagesMain(['--post', 'no-such-post', chart], root)).rejects.toThrow(
      'There is no post "no-such-post"',
    );
  });

  it('refuses an unknown project and a file that is not a picture, writing nothing', async () => {
    await newProject(root, 'my-app', category);
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
    expect(readdirSync(join(root, 'content/public/images/projects/my-app'))).toEqual([]);
    expect(read(PROJECTS_FILE)).toContain("images: screenshots('my-app', 0),");
  });
});
