/**
 * Build step after `vite build` and `vite build --ssr`: validates the content, renders every route of the site
 * in every language to HTML, writes the page map the server reads, and precompresses the pages and static files.
 */
import { takePrintSheets } from './plugins/print-sheet';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchPath, NAMESPACES_ATTRIBUTE, pageNamespaces, render, screenFile } from '../src/app/entry-server';
import { profile, type Skill } from '../src/content';
import { postSlugsIn } from '../src/content/blog-pages';
import { cataloguePaths, findProject } from '../src/content/catalogue';
import { resumeJsonHref } from '../src/content/cv-files';
import { resumeView } from '../src/content/resume-view';
import { skillById } from '../src/content/skill-list';
import { pageMeta } from '../src/content/page-meta';
import { ownerValues } from '../src/content/owner-values';
import { contentPublicPaths, validateContent } from '../src/content/validate';
import { createI18n } from '../src/i18n/create-i18n';
import { fallbackLanguage, languages, type Language } from '../src/i18n/languages';
import { directionOf } from '../src/i18n/direction';
import { loadersFileOf, resourceFile } from '../src/i18n/lazy-resources';
import { resources } from '../src/i18n/resources';
import { FOOTER_ID } from '../src/lib/constants';
import { CAROUSEL_SIZES, imageSources, PROFILE_PHOTO_SIZES } from '../src/lib/images';
import { matchPage, pathInLanguage } from '../src/lib/page-match';
import { isListed, routeIds, routesIn, sitePages, type RouteId } from '../src/lib/routes';
import { PAGE_ENCODINGS } from '../server/core/page-encoding';
import { NOT_FOUND_KEY, pageFile, type PageMap } from '../server/node/page-store';
import { BASE_PATH, withBase } from '../src/lib/base-path';
import { localizedPath } from '../src/lib/language-path';
import { POLICY_FILE, videoOrigins } from '../server/security/content-security-policy';
import { deferAppScripts } from './inline/app-loader';
import { LATE_FONTS_FILE, type LateFont, SCRIPT_FONTS_FILE, type ScriptFont } from './plugins/font-subset';
import {
  buildHead,
  FIRST_PAINT_ATTRIBUTE,
  firstScreenFonts,
  inlineFavicon,
  styleSheetsFirst,
  type LeadImage,
} from './head';
import { placeholderWarnings } from '../tools/owner/placeholders';
import { postStatus } from '../tools/owner/post-status';
import { pagesPolicy } from './pages-policy';
import { withPolicyMeta } from './policy-meta';
import {
  manifest as webManifest,
  robotsTxt,
  sitemapXml,
  writeAppIcons,
  writeStaticHostRules,
} from './site-files';
import { pageUrl } from './page-url';
import { feedLink, writeFeeds } from './feeds';
import { VERCEL_OUTPUT_DIR, writeVercelOutput } from './vercel-output';
import { basePath, SITE_URL_FILE, siteUrl } from './site-url';
import { writeResumeFiles } from './resume/write-resume-files';
import { writeFileTable } from '../server/node/published-files';
import { FILE_TABLE_FILE } from '../server/core/file-table';
import { renderSocialCard, socialCards } from './social-images';
import { blogPostingLd, personLd, profilePageLd, projectLd } from './structured-data';
import { findPost } from '../src/content/posts';
import { PUBLIC_DIR } from '../src/content/paths';

const clientDir = 'dist/client';
const serverDir = 'dist/server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The app's module, which the entry imports once React DOM has run (src/app/entry-client.tsx); every page preloads it. */
const bootModule = 'src/app/start-app.tsx';

function checkContent() {
  const missing = contentPublicPaths(content()).filter(({ path }) => !existsSync(join(PUBLIC_DIR, path)));
  if (missing.length) {
    throw new Error(
      missing.map(({ path, field }) => `${field}: file public${path} does not exist`).join('\n'),
    );
  }
}

/** The chunk files a screen needs, so the page can preload them instead of discovering them one by one. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}

/**
 * The pages of the route table a language has, from the catalogue and its posts, in the fallback language's URLs:
 * each is the same page in every language that has it, at its path there (`pathInLanguage`: that language's URL words
 * and category slugs). Every language has the catalogue's; a post, a tag or a list page only where posts make it.
 */
const pagesOf = (language: Language) =>
  sitePages(routesIn(fallbackLanguage), cataloguePaths(fallbackLanguage, postSlugsIn(language)));

/** Every page of the site, in any language (the fallback language's URLs), in the table's order. */
function pages() {
  const all = languages.flatMap(pagesOf);
  return all.filter((page, index) => all.findIndex((other) => other.path === page.path) === index);
}

/** The languages a page (its path in the fallback language's URLs) is written in. */
const languagesOf = (fallbackPath: string) =>
  languages.filter((language) => pagesOf(language).some((page) => page.path === fallbackPath));

/**
 * A screen's own style sheets (the blog's: its text and its code's colours, 906 B brotli), inline in its pages: as a
 * file it was a fourth before the first paint, whose round trip took the post's LCP from 904 to 1,052 ms
 * (docs/decisions.md). The policy allows each by its hash (pages-policy.ts); a navigation loads the file.
 */
const inlineStyles = (files: readonly string[]) =>
  files.map((file) => `\n    <style>${readFileSync(join(clientDir, file), 'utf8').trim()}</style>`).join('');

/** The style sheets a screen's chunk brings (the blog's), in its pages so that they paint styled. */
function chunkStyleSheets(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((child) => chunkStyleSheets(manifest, child, seen)),
  ];
}

/** Writes a file and its brotli (best quality) and gzip (level 9) copies, which the server sends as they are. */
function writeCompressed(file: string, data: Buffer) {
  writeFileSync(file, data);
  writeFileSync(
    file + PAGE_ENCODINGS.br,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(file + PAGE_ENCODINGS.gzip, gzipSync(data, { level: 9 }));
}

/** The static files worth compressing; the pages have their copies written with them, whatever their size. */
function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(name) && statSync(file).size > 1024) {
      writeCompressed(file, readFileSync(file));
    }
  }
}

function jsonLdFor(
  path: string,
  language: Language,
  origin: string,
  t: ReturnType<typeof createI18n>['t'],
): object[] {
  const meta = pageMeta(path, resources[language].projects, t, language);
  const person = () =>
    personLd({ origin, ...profile, jobTitle: ownerValues(t).title, image: profile.image.path });
  if (meta.kind === 'home') return [person()];
  if (meta.kind === 'resume') {
    const view = resumeView(t, resources[language].projects, language);
    return [
      profilePageLd({
        person: person(),
        url: pageUrl(origin, path, language),
        language,
        name: meta.title,
        occupation: {
          name: view.title,
          skills: view.skills.map((skill) => skill.label),
          location: view.place,
        },
        alumniOf: view.education.map((study) => study.school),
        knowsLanguage: view.languages.map((spoken) => spoken.name),
      }),
    ];
  }
  const page = matchPage(path, language);
  const post = page?.kind === 'post' ? findPost(language, page.postSlug) : undefined;
  if (post)
    return [
      blogPostingLd({
        origin,
        url: pageUrl(origin, path, language),
        language,
        title: post.title,
        summary: post.summary,
        date: post.date,
        updated: post.updated,
        tags: post.tags.map((tag) => t(`tags.${tag}`, { ns: 'blog', defaultValue: tag })),
        image: `${origin}/og/${language}/${meta.image}.png`,
        author: profile.name,
      }),
    ];
  const found =
    page?.kind === 'project'
      ? findProject(resources[language].projects, page.categorySlug, page.projectSlug, language)
      : undefined;
  if (!found) return [];
  const facts = content().projects.find((p) => p.slug === found.project.slug);
  const links = facts?.links ?? {};
  const label = (skill: Skill) =>
    typeof skill.label === 'string' ? skill.label : t(skill.label.i18nKey as 'skills.english');
  return [
    projectLd({
      origin,
      url: pageUrl(origin, path, language),
      language,
      project: found.project,
      category: found.category,
      repositories: [links.repository, links.backendRepository, links.frontendRepository].filter(
        (l): l is string => !!l,
      ),
      technologies: found.project.technologies_used.flatMap((id) => {
        const skill = skillById(id);
        return skill ? [label(skill)] : [];
      }),
      author: profile.name,
    }),
  ];
}

let validated: ReturnType<typeof validateContent> | undefined;
function content() {
  validated ??= validateContent(resources as never);
  return validated;
}

async function writeSocialImages(origin: string) {
  for (const language of languages) {
    const dir = join(clientDir, 'og', language);
    mkdirSync(dir, { recursive: true });
    for (const { name, card } of socialCards(language, origin)) {
      writeFileSync(join(dir, `${name}.png`), await renderSocialCard(card));
    }
  }
}

/** The picture a page shows largest on its first screen: home's portrait, a project's first screenshot. */
function leadImageOf(kind: RouteId, path: string, language: Language): { leadImage?: LeadImage } {
  if (kind === 'home') {
    const [photo] = imageSources(profile.image);
    return {
      leadImage: photo
        ? { srcSet: photo.srcSet, sizes: PROFILE_PHOTO_SIZES, type: photo.type }
        : { href: withBase(profile.image.path) },
    };
  }
  const page = matchPage(path, language);
  if (kind !== 'project' || page?.kind !== 'project') return {};
  const first = findProject(resources[language].projects, page.categorySlug, page.projectSlug, language)
    ?.project.images[0];
  if (!first) return {};
  const [best] = imageSources(first);
  return {
    leadImage: best
      ? { srcSet: best.srcSet, sizes: CAROUSEL_SIZES, type: best.type }
      : { href: withBase(first.path) },
  };
}

async function main() {
  checkContent();
  const { drafts, untranslated } = postStatus(process.cwd(), languages);
  if (drafts.length || untranslated.length)
    console.log(['Posts not published in every language:', ...drafts, ...untranslated].join('\n  '));
  const left = placeholderWarnings(process.cwd());
  if (left.length)
    console.warn(
      [
        `${left.length} text${left.length > 1 ? 's' : ''} left to write, by file and line:`,
        ...left.map((l) => `  ${l}`),
      ].join('\n'),
    );
  const origin = siteUrl();
  // The client's URLs were written in Vite's build, in this same run (vite.config.ts): a second look at one source.
  if (basePath() !== BASE_PATH)
    throw new Error(
      `The app was built for the folder ${BASE_PATH}, the pages for ${basePath()}: build again.`,
    );
  const manifestJson = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryFiles = new Set(chunkFiles(manifestJson, 'index.html'));
  const entryStyleSheets = new Set(manifestJson['index.html']?.css ?? []);
  if (!manifestJson[bootModule]) throw new Error(`${bootModule} is not in the build's manifest`);
  const fonts = firstScreenFonts(
    (manifestJson['index.html']?.css ?? [])
      .map((file) => readFileSync(join(clientDir, file), 'utf8'))
      .join(''),
  );
  const lateFonts = JSON.parse(readFileSync(join(clientDir, LATE_FONTS_FILE), 'utf8')) as LateFont[];
  const scriptFonts = JSON.parse(readFileSync(join(clientDir, SCRIPT_FONTS_FILE), 'utf8')) as ScriptFont[];
  const { template: built, hrefs: printSheets } = takePrintSheets(
    readFileSync(join(clientDir, 'index.html'), 'utf8'),
  );
  const template = inlineFavicon(
    styleSheetsFirst(built, fonts),
    readFileSync(join(clientDir, 'favicon.svg'), 'utf8'),
  );
  const pageMap: PageMap = {};
  const written: { file: string; html: string }[] = [];

  // Each page in every language, at its path in that language's URLs (the not-found page's key in all); by its path
  // in the fallback language, its URL path in each.
  const urlPaths: Record<string, Partial<Record<Language, string>>> = {};
  for (const fallbackPath of [...pages().map((page) => page.path), NOT_FOUND_KEY]) {
    const pageLanguages = fallbackPath === NOT_FOUND_KEY ? languages : languagesOf(fallbackPath);
    for (const language of pageLanguages) {
      const isErrorPage = fallbackPath === NOT_FOUND_KEY;
      const path = isErrorPage ? fallbackPath : pathInLanguage(fallbackPath, fallbackLanguage, language);
      if (!isErrorPage)
        urlPaths[fallbackPath] = { ...urlPaths[fallbackPath], [language]: localizedPath(path, language) };
      const renderPath = isErrorPage ? '/__missing__' : path;
      const html = await render(renderPath, language);
      const { t } = createI18n(language);
      const meta = pageMeta(renderPath, resources[language].projects, t, language);
      const namespaces = pageNamespaces(renderPath, language);
      const screen = await screenFile(matchPath(renderPath, language).id);
      const preloads = [
        bootModule,
        screen,
        ...namespaces.flatMap((namespace) => {
          const loaders = loadersFileOf(namespace);
          return loaders ? [loaders, resourceFile(language, namespace)] : [resourceFile(language, namespace)];
        }),
      ]
        .flatMap((key) => chunkFiles(manifestJson, key))
        .filter((file, index, all) => !entryFiles.has(file) && all.indexOf(file) === index);
      const head = buildHead({
        origin,
        // The not-found page's own URL: its key (404) made og:url https://host404.
        path: isErrorPage ? routesIn(language).notFound.href() : path,
        language,
        meta,
        siteName: profile.name,
        imageAlt: meta.title,
        jsonLd: jsonLdFor(renderPath, language, origin, t),
        formats: [
          ...(meta.kind === 'resume'
            ? [{ type: 'application/json', href: `${origin}${resumeJsonHref(language)}` }]
            : []),
          ...feedLink(origin, language, t),
        ],
        pageLanguages: isErrorPage ? languages : pageLanguages,
        preloads,
        fonts,
        lateFonts,
        printSheets,
        scriptFont: scriptFonts.find(({ code }) => code === language),
        ...leadImageOf(meta.kind, renderPath, language),
        isErrorPage,
        hasFooter: html.includes(`id="${FOOTER_ID}"`),
      });
      const page = deferAppScripts(
        // Functions, not strings, insert the head and the page: a string's `$&` or `$'` (in a script, in a text) would expand.
        template
          .replace(
            '<html lang="en">',
            `<html lang="${language}" dir="${directionOf(language)}" ${FIRST_PAINT_ATTRIBUTE}>`,
          )
          .replace(
            '<!--app-head-->',
            () =>
              head +
              inlineStyles(
                chunkStyleSheets(manifestJson, screen).filter((file) => !entryStyleSheets.has(file)),
              ),
          )
          .replace('<div id="root">', `<div id="root" ${NAMESPACES_ATTRIBUTE}="${namespaces.join(' ')}">`)
          .replace('<!--app-html-->', () => html),
        lateFonts,
      );
      const file = pageFile(path, language);
      pageMap[path] = { ...pageMap[path], [language]: file };
      written.push({ file, html: page });
    }
  }
  // Fails the build on an inline script that is not in the policy. Features without a video add no origin.
  const videos = content().projects.flatMap((project) =>
    (project.features ?? []).flatMap((feature) => (feature.source ? [feature.source] : [])),
  );
  const policy = pagesPolicy(written, videoOrigins(videos));
  // The meta tag adds no inline code: the policy read from the pages without it is theirs.
  for (const { file, html } of written) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeCompressed(join(clientDir, file), Buffer.from(withPolicyMeta(html, policy)));
  }

  const indexable = pages().flatMap(({ id, path }) => (isListed(id) ? [path] : []));
  const { t } = createI18n(fallbackLanguage);
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(origin, indexable, languagesOf));
  for (const { file, items } of writeFeeds(clientDir, origin))
    console.log(`Feed ${file}: ${items} post${items === 1 ? '' : 's'}.`);
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(origin));
  for (const { file, bytes, ms } of await writeResumeFiles(clientDir, origin))
    console.log(`Résumé ${file}: ${(bytes / 1024).toFixed(1)} KB in ${ms} ms.`);
  writeFileSync(
    join(clientDir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest(t('site_name', { ns: 'meta', ...ownerValues(t) }), profile.name, t('description', { ns: 'meta', ...ownerValues(t) })), null, 2)}\n`,
  );
  await writeAppIcons(clientDir);
  await writeSocialImages(origin);
  writeStaticHostRules(
    clientDir,
    policy,
    written.map(({ file }) => withBase(`/${file.replace(/index\.html$/, '')}`)),
  );
  writeFileSync(join(serverDir, 'pages.json'), `${JSON.stringify(pageMap, null, 2)}\n`);
  // The route table's pages by route id (their fallback language's paths), and each page's URL path in every
  // language, for the scripts that cannot import them (tools/bench/built-pages.mjs).
  const byRoute = routeIds.map((id) => [id, pages().flatMap((page) => (page.id === id ? [page.path] : []))]);
  writeFileSync(join(serverDir, 'page-urls.json'), `${JSON.stringify(urlPaths, null, 2)}\n`);
  writeFileSync(join(serverDir, SITE_URL_FILE), `${JSON.stringify({ url: origin, base: BASE_PATH })}\n`);
  writeFileSync(join(serverDir, 'routes.json'), `${JSON.stringify(Object.fromEntries(byRoute), null, 2)}\n`);
  writeFileSync(join(serverDir, POLICY_FILE), `${JSON.stringify(policy, null, 2)}\n`);
  precompress(clientDir);
  // Last: the table lists what the build folder holds once complete.
  writeFileTable(clientDir, join(serverDir, FILE_TABLE_FILE));
  // On Vercel (which sets VERCEL in its builds), its deployment with the routes of the site's languages.
  if (process.env['VERCEL']) {
    writeVercelOutput(clientDir, VERCEL_OUTPUT_DIR);
    console.log(`Vercel: ${VERCEL_OUTPUT_DIR}/ written (Build Output API).`);
  }
  console.log(`Prerendered ${pages().length + 1} pages in ${languages.length} languages for ${origin}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
