/**
 * `npm run add-images -- <slug> <picture>… [--fit contain|cover] [--position top|bottom|left|right|center]`: turns
 * ordinary screenshots or photos (PNG, JPEG, WebP, any size and shape) into every width and format the site serves,
 * in its 16:10 frame without losing what they show (fit-picture.ts), numbered after the project's pictures, and
 * registers them: the count in content/projects.ts and a placeholder alt text per language in projects.json,
 * which the build lists until the owner writes a real one. `-- --post <post-slug> <picture>…` copies a post's pictures
 * beside its Markdown and prints the line that shows each.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import { POSTS_DIR } from '@/content/paths';
import { PROJECT_IMAGE_WIDTHS } from '@/lib/images';
import { type FitChoice, fitChoice, framed, type Framing, framingNote, framingOf } from './fit-picture';
import {
  CommandError,
  commandArgs,
  languageCodes,
  PLACEHOLDER,
  picturesCall,
  picturesFolder,
  PROJECTS_FILE,
  readProjectsJson,
  readProjectsSource,
  unmarked,
  writeProjectsJson,
  writeProjectsSource,
} from './project-files';
import { projectSlugs } from './projects-source';

const FORMATS = ['webp', 'avif'] as const;

async function checkPicture(file: string) {
  if (!existsSync(file)) throw new CommandError(`${file}: no such file`);
  const meta = await sharp(file)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format ?? ''))
    throw new CommandError(`${file}: not a PNG, JPEG or WebP picture`);
}

/**
 * The file of each width and format of picture `n`, in the site's 16:10 frame as `framing` puts it there. The files
 * are encoded side by side (sharp's threads): AVIF at effort 6 takes seconds a file, and one at a time a picture took
 * 37 s where side by side it takes 24 on two cores.
 */
async function writePicture(input: string, framing: Framing, dir: string, n: number) {
  const encodes = PROJECT_IMAGE_WIDTHS.flatMap((width) => {
    const resized = framed(input, framing, width);
    return FORMATS.map(async (format) => {
      const file = join(dir, `${n}-${width}.${format}`);
      const out =
        format === 'webp'
          ? await resized.clone().webp({ quality: 80, effort: 6 }).toFile(file)
          : await resized.clone().avif({ quality: 55, effort: 6, chromaSubsampling: '4:2:0' }).toFile(file);
      return { file, bytes: out.size };
    });
  });
  return Promise.all(encodes);
}

/** Adds the pictures to the project in the site at `root`; returns how each was framed and the files written. */
export async function addImages(root: string, slug: string, pictures: string[], choice: FitChoice = {}) {
  const source = readProjectsSource(root);
  const call = picturesCall(slug).exec(source);
  if (!projectSlugs(source).includes(slug))
    throw new CommandError(
      `There is no project "${slug}" in ${PROJECTS_FILE}: create it with npm run new-project.`,
    );
  if (!call)
    throw new CommandError(
      `${PROJECTS_FILE}: the pictures of ${slug} are not written as screenshots('${slug}', <count>); add them by hand.`,
    );
  for (const picture of pictures) await checkPicture(picture);
  const count = Number(call[1]);
  const dir = join(root, picturesFolder(slug));
  mkdirSync(dir, { recursive: true });
  const added: { picture: string; n: number; framing: Framing }[] = [];
  const written: { file: string; bytes: number }[] = [];
  for (const [index, picture] of pictures.entries()) {
    const framing = await framingOf(picture, choice);
    added.push({ picture, n: count + index + 1, framing });
    written.push(...(await writePicture(picture, framing, dir, count + index + 1)));
  }

  await writeProjectsSource(
    root,
    source.replace(picturesCall(slug), `screenshots('${slug}', ${count + pictures.length})`),
  );
  for (const language of languageCodes()) {
    const texts = readProjectsJson(root, language);
    const item = texts.items[slug];
    if (!item) throw new CommandError(`content/texts/${language}/projects.json: items.${slug}: missing`);
    pictures.forEach((_, index) => {
      const n = count + index + 1;
      item.pictures[String(n)] ??= `${PLACEHOLDER} ${unmarked(item.title)}, picture ${n}`;
    });
    await writeProjectsJson(root, language, texts);
  }
  return {
    first: count + 1,
    added,
    written: written.map((w) => ({ ...w, file: w.file.slice(root.length + 1) })),
  };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A post's pictures (`--post`): checked as a project's, copied beside its Markdown as they are (the build makes their
 * widths and formats, build/posts/post-pictures.ts); returns the Markdown that shows each, to paste where it goes.
 */
export async function addPostImages(root: string, slug: string, pictures: string[]): Promise<string[]> {
  const folder = join(root, POSTS_DIR, slug);
  if (!existsSync(folder))
    throw new CommandError(
      `There is no post "${slug}" (${POSTS_DIR}/${slug}/): npm run new-post -- ${slug} writes one.`,
    );
  for (const picture of pictures) await checkPicture(picture);
  return pictures.map((picture) => {
    const name = basename(picture)
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-');
    if (existsSync(join(folder, name)))
      throw new CommandError(
        `${POSTS_DIR}/${slug}/${name} already exists: rename the picture or remove that file.`,
      );
    copyFileSync(picture, join(folder, name));
    return `![${PLACEHOLDER} what it shows](${name} "an optional caption")`;
  });
}

const USAGE =
  'Usage: npm run add-images -- <slug> <picture>… [--fit contain|cover] [--position top|bottom|left|right|center]\n' +
  '       npm run add-images -- --post <post-slug> <picture>…';

export async function main(args: string[], root = process.cwd()): Promise<string> {
  const { values, positionals } = commandArgs(
    {
      args,
      options: { fit: { type: 'string' }, position: { type: 'string' }, post: { type: 'string' } },
      allowPositionals: true,
    },
    USAGE,
  );
  if (values.post !== undefined) {
    if (!positionals.length) throw new CommandError(USAGE);
    const lines = await addPostImages(
      root,
      values.post,
      positionals.map((p) => resolve(p)),
    );
    return [
      `Copied beside ${POSTS_DIR}/${values.post}/'s Markdown (the build makes their widths and formats). Paste where each goes, with its alt text:`,
      ...lines.map((line) => `  ${line}`),
    ].join('\n');
  }
  const [slug, ...pictures] = positionals;
  if (!slug || !pictures.length) throw new CommandError(USAGE);
  const { added, written } = await addImages(
    root,
    slug,
    pictures.map((p) => resolve(p)),
    fitChoice(values.fit, values.position),
  );
  return [
    ...added.map(
      ({ picture, n, framing }) => `${basename(picture)} → picture ${n} of ${slug} (${framingNote(framing)})`,
    ),
    ...written.map(({ file, bytes }) => `  ${file}  ${kilobytes(bytes)}`),
    `Registered in ${PROJECTS_FILE}, with a placeholder alt text per language in projects.json (items.${slug}.pictures): describe each picture there.`,
  ].join('\n');
}
