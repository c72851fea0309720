/**
 * `npm run doctor`: what is left before publishing, on one screen. It validates the owner's content as the build does
 * (naming the file and the field at fault), checks the site's public URL and the base path it gives, lists the texts
 * left to write, the posts not yet published and what is left of the sample, and says whether the template's updates
 * can be taken. The exit code is 1 when the build would fail (invalid content or URL), 0 when only things to write are
 * left.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { basePath, siteUrl } from '../../build/site-url';
import { projectsSource } from '../../content/projects';
import { SITE_FILE, siteSource } from '../../content/site';
import { FONTS_DIR, siteLanguages, type SiteLanguage } from '@/content/languages';
import { POSTS_DIR, PUBLIC_DIR } from '@/content/paths';
import { blogEnabled } from '@/content/site-settings';
import { type FontGap, fontGaps, gapMessage } from '../../build/fonts/script-fonts';
import { contentPublicPaths, validateContent } from '@/content/validate';
import { resources } from '@/i18n/resources';
import { placeholderWarnings } from './placeholders';
import { postStatus, publishedPosts } from './post-status';
import { SAMPLE_PROJECTS, SAMPLE_SITE_URL } from './sample';

/** One line of the report: ✓ done, ! left to do (the site builds), ✗ the build fails. */
export interface Finding {
  status: 'ok' | 'todo' | 'error';
  title: string;
  detail: string;
  /** Further lines, indented under it. */
  lines?: readonly string[];
}

/** How many of a finding's lines one screen shows. */
export const SHOWN_LINES = 8;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;

/** The content, validated as the build validates it, and every file it names present under public/. */
export function contentFinding(root: string): Finding {
  try {
    const content = validateContent(resources as never);
    const missing = contentPublicPaths(content).filter(
      ({ path }) => !existsSync(join(root, PUBLIC_DIR, path)),
    );
    if (missing.length)
      return {
        status: 'error',
        title: 'Content',
        detail: `${plural(missing.length, 'file')} named but missing under ${PUBLIC_DIR}/`,
        lines: missing.map(({ path, field }) => `${field}: ${PUBLIC_DIR}${path}`),
      };
    const projects = content.projects.length;
    return {
      status: 'ok',
      title: 'Content',
      detail: `valid: ${plural(content.languages.length, 'language')}, ${plural(content.categories.length, 'category', 'categories')}, ${plural(projects, 'project')}, ${plural(content.skills.length, 'skill')}`,
    };
  } catch (error) {
    return { status: 'error', title: 'Content', detail: errorText(error) };
  }
}

/**
 * Whether every character of every language's texts, and of the shared content, has a font: the site's (Inter,
 * JetBrains Mono: Latin with every accent, Greek, Cyrillic, Vietnamese) or the language's own (`font`). Per
 * language, the fonts its pages use and the characters they lack, as the build would fail on them.
 */
export function fontsFinding(
  root: string,
  languages: readonly Pick<SiteLanguage, 'code' | 'font'>[],
): Finding {
  let gaps: FontGap[];
  try {
    gaps = fontGaps(languages, root);
  } catch (error) {
    return { status: 'error', title: 'Fonts', detail: errorText(error) };
  }
  const fonts = languages.map(
    ({ code, font }) => `${code}: ${font ? `${FONTS_DIR}/${font}` : "the site's fonts"}`,
  );
  if (gaps.length === 0)
    return { status: 'ok', title: 'Fonts', detail: `every character has a font (${fonts.join(', ')})` };
  return {
    status: 'error',
    title: 'Fonts',
    detail: `${plural(gaps.length, 'place')} with characters no font has`,
    lines: gaps.map((gap) => gapMessage(gap, languages)),
  };
}

/** Host names that no one can publish at: the sample's, and the names reserved for examples and tests. */
const reservedHost = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/**
 * The site's public URL (`SITE_URL`, or `url` in content/site.ts): valid for the build, and one a visitor can reach.
 * `sampleUrl` is the URL the template ships with.
 */
export function siteUrlFinding(env: NodeJS.ProcessEnv, ownerUrl: string, sampleUrl: string): Finding {
  let url: URL;
  let folder: string;
  try {
    url = new URL(siteUrl(env, ownerUrl));
    folder = basePath(env, ownerUrl);
  } catch (error) {
    return { status: 'error', title: 'Site URL', detail: errorText(error) };
  }
  const where = env.SITE_URL ? 'SITE_URL' : `${SITE_FILE}: url`;
  const base = folder === '/' ? 'at the root' : `in the folder ${folder} (every page, file and link)`;
  if (!env.SITE_URL && ownerUrl === sampleUrl)
    return {
      status: 'todo',
      title: 'Site URL',
      detail: `${where} is still the sample's (${sampleUrl}): write yours`,
    };
  if (reservedHost.test(url.hostname))
    return {
      status: 'todo',
      title: 'Site URL',
      detail: `${where}: ${url.hostname} is a name for examples, not one a visitor can reach`,
    };
  if (url.protocol !== 'https:')
    return { status: 'todo', title: 'Site URL', detail: `${where}: ${url.href} is not HTTPS` };
  return { status: 'ok', title: 'Site URL', detail: `${url.href}, pages ${base}` };
}

/** The texts left to write and what is left of the sample, by file and line (as the build lists them). */
export function placeholderFinding(warnings: readonly string[]): Finding {
  if (!warnings.length) return { status: 'ok', title: 'Texts', detail: 'nothing left to write' };
  return {
    status: 'todo',
    title: 'Texts',
    detail: `${plural(warnings.length, 'text')} left to write or replace`,
    lines: warnings,
  };
}

/**
 * The sample's projects still in the catalogue. A project without pictures is a project as good as another (its card,
 * page and social card are drawn without): said for information, not counted as left to do.
 */
export function sampleProjectsFinding(
  projects: readonly { slug: string; images: readonly unknown[] }[],
  sample: readonly string[],
): Finding {
  const slugs = projects.map(({ slug }) => slug);
  const left = sample.filter((slug) => slugs.includes(slug));
  if (!left.length) {
    const bare = projects.filter(({ images }) => images.length === 0).map(({ slug }) => slug);
    return {
      status: 'ok',
      title: 'Projects',
      detail: `${plural(slugs.length, 'project')} of yours${bare.length ? `, ${bare.length} without pictures (shown without; npm run add-images -- <slug> <picture>… adds some)` : ''}`,
      ...(bare.length ? { lines: bare.map((slug) => `${slug}: no pictures`) } : {}),
    };
  }
  return {
    status: 'todo',
    title: 'Projects',
    detail: `${plural(left.length, 'sample project')} left (${left.join(', ')}): npm run remove-project -- --sample`,
  };
}

/**
 * The posts published in each language, and those not published: drafts, and posts published in some languages
 * only (listed there alone). Said once when content/site.ts turns the blog off, which hides every post.
 */
export function postsFinding(root: string, languages: readonly string[], blog: boolean): Finding {
  const title = 'Posts';
  if (!blog)
    return {
      status: 'ok',
      title,
      detail: `the blog is off (${SITE_FILE}: blog: false): no post pages, lists or feeds`,
    };
  const { drafts, untranslated } = postStatus(root, languages);
  const counts = publishedPosts(root, languages);
  if (!drafts.length && counts.every(({ posts }) => posts === 0))
    return { status: 'ok', title, detail: `no posts (${POSTS_DIR}/: npm run new-post -- <slug> writes one)` };
  const published = counts.some(({ posts }) => posts > 0)
    ? counts
        .map(({ language, posts }, index) => `${index ? posts : plural(posts, 'post')} in ${language}`)
        .join(', ')
    : 'none published';
  const lines = [...drafts, ...untranslated];
  if (!lines.length) return { status: 'ok', title, detail: published };
  const left = [
    drafts.length ? plural(drafts.length, 'draft') : '',
    untranslated.length ? `${plural(untranslated.length, 'post')} not in every language` : '',
  ].filter(Boolean);
  // A post in some languages only may be meant so: listed, not left to do; a draft is.
  return { status: drafts.length ? 'todo' : 'ok', title, detail: `${published}; ${left.join(', ')}`, lines };
}

/** Whether `git remote` lists the template, so that its updates can be merged (README: Take the template's updates). */
export function templateRemoteFinding(remotes: readonly string[] | undefined): Finding {
  const title = 'Template updates';
  if (!remotes)
    return { status: 'todo', title, detail: 'not a git repository: updates would be copied by hand' };
  if (remotes.includes('template'))
    return {
      status: 'ok',
      title,
      detail: 'the remote "template" is set: git fetch template && git merge template/main',
    };
  return {
    status: 'todo',
    title,
    detail: 'no remote "template": git remote add template <the template repository URL> (see the README)',
  };
}

const marks = { ok: '✓', todo: '!', error: '✗' } as const;

/** The report: one line per finding, at most SHOWN_LINES lines under each, and what is left in all. */
export function formatReport(findings: readonly Finding[]): string {
  const lines = findings.flatMap(({ status, title, detail, lines: under = [] }) => [
    `${marks[status]} ${title}: ${detail}`,
    ...under.slice(0, SHOWN_LINES).map((line) => `    ${line}`),
    ...(under.length > SHOWN_LINES
      ? [`    … and ${under.length - SHOWN_LINES} more (npm run build lists them all)`]
      : []),
  ]);
  const errors = findings.filter(({ status }) => status === 'error').length;
  const todo = findings.filter(({ status }) => status === 'todo').length;
  const summary = errors
    ? `${plural(errors, 'problem')} to fix before the site builds${todo ? `, then ${todo} more to do` : ''}.`
    : todo
      ? `The site builds; ${plural(todo, 'thing')} left before publishing.`
      : 'Ready to publish: npm run build, then see docs/deploy.md.';
  return [...lines, '', summary].join('\n');
}

function gitRemotes(root: string): string[] | undefined {
  try {
    return execFileSync('git', ['remote'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

export function main(): string {
  const root = process.cwd();
  const findings = [
    contentFinding(root),
    fontsFinding(root, siteLanguages),
    siteUrlFinding(process.env, siteSource.url, SAMPLE_SITE_URL),
    sampleProjectsFinding(projectsSource, SAMPLE_PROJECTS),
    postsFinding(
      root,
      siteLanguages.map(({ code }) => code),
      blogEnabled,
    ),
    placeholderFinding(placeholderWarnings(root)),
    templateRemoteFinding(gitRemotes(root)),
  ];
  const report = formatReport(findings);
  if (findings.some(({ status }) => status === 'error')) throw new Error(report);
  return report;
}
