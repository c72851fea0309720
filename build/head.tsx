/** @jsxImportSource hono/jsx */
// Hono's JSX, not React's (the app's JSX): each head tag rendered to a string, every attribute and text escaped by
// construction. Only our own code is written as it is: the inline scripts (inlineScript, their bodies hashed for the
// policy as written), the JSON-LD (escaped for a script by jsonLdScript) and the late fonts' style rules (raw).
import { html, raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import type { PageMeta } from '../src/content/page-meta';
import { FOOTER_ID } from '../src/lib/constants';
import { siteLanguages } from '../src/content/languages';
import { fallbackLanguage, languages, type Language } from '../src/i18n/languages';
import { fragmentMarker } from './inline/fragment-marker';
import type { LateFont } from './plugins/font-subset';
import { inlineScript } from './inline/inline-script';
import { languageRedirectScript } from './inline/language-redirect';
import { themeChoiceScript } from './inline/theme-choice';
import { jsonLdScript } from './structured-data';
import { pageUrl } from './page-url';
import { withBase } from '../src/lib/base-path';
import { pathInLanguage } from '../src/lib/page-match';

/** A node rendered to its markup: the head has no asynchronous part. */
function render(node: Child): string {
  const markup = node?.toString() ?? '';
  if (typeof markup !== 'string') throw new Error('the head renders synchronously');
  return markup;
}

/** Tags one a line, indented as the template's head. */
const lines = (...tags: string[]) => tags.join('\n    ');

const ogLocale = Object.fromEntries(siteLanguages.map(({ code, locale }) => [code, locale])) as Record<
  Language,
  string
>;

/** The picture a page shows largest on its first screen: one file, or the sources of its best format. */
export interface LeadImage {
  href?: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/** A web font file and the family its `@font-face` rule gives it. */
export interface WebFont {
  href: string;
  family: string;
}

interface HeadInput {
  origin: string;
  path: string;
  language: Language;
  meta: PageMeta;
  siteName: string;
  imageAlt: string;
  jsonLd: object[];
  /**
   * The page's content in another format (the résumé's JSON Resume), or its language's feed, linked as
   * `rel=alternate` with its type.
   */
  formats?: { type: string; href: string; title?: string }[];
  /** The languages the page is written in (a post may be in some only): its alternates. Every language if left out. */
  pageLanguages?: readonly Language[];
  preloads: string[];
  /** The page's largest picture, fetched before anything else (the browser would find it only in the body). */
  leadImage?: LeadImage;
  /** Web fonts every page's first screen uses: fetched with the style sheet, so that text is laid out once. */
  fonts: WebFont[];
  /** Web fonts that come after the first paint (afterFirstPaint). */
  lateFonts: LateFont[];
  /** The style sheets for print, which come after the first paint (afterFirstPaint). */
  printSheets?: string[];
  /** The page's language's own font (for a script the web fonts lack), fetched with the first screen's. */
  scriptFont?: { href: string } | undefined;
  /** The page served for unknown paths: not to be indexed, and with no canonical URL of its own. */
  isErrorPage: boolean;
  /** The page has the site footer, after its main content: its first paint waits for the parser to reach it. */
  hasFooter: boolean;
}

/**
 * No first paint before the page's main content has been parsed. A browser may paint a page it has only partly parsed
 * (a slow link, a busy phone); whatever it parses next then moves what is on screen: a portrait pushes the text down,
 * a navbar link pushes its neighbours aside (layout shifts, counted as CLS). Rendering waits for the footer, the
 * element after `<main>`: Chromium ends the wait at the target's start tag. Browsers without `rel=expect` ignore it.
 * Written with Hono's tagged template (which escapes the values): its JSX `<link>` is React 19's document metadata,
 * which drops `blocking`.
 */
const firstPaintAfterMain = () => render(html`<link rel="expect" href="#${FOOTER_ID}" blocking="render" />`);

const property = (name: string, content: string) => render(<meta property={name} content={content} />);
const named = (name: string, content: string) => render(<meta name={name} content={content} />);
const alternate = (href: string, hreflang?: string, type?: string, title?: string) =>
  render(<link rel="alternate" hreflang={hreflang} type={type} title={title} href={href} />);

/** The `<head>` tags of a prerendered page: title, description, canonical and alternates, social cards, JSON-LD, preloads. */
export function buildHead(input: HeadInput): string {
  const { origin, path, language, meta } = input;
  const url = pageUrl(origin, path, language);
  // The same page in each language, at its path in that language's URL words.
  const urlIn = (l: Language) => pageUrl(origin, pathInLanguage(path, language, l), l);
  const image = `${origin}/og/${language}/${meta.image}.png`;
  const written = input.pageLanguages ?? languages;

  const seo = input.isErrorPage
    ? [named('robots', 'noindex')]
    : [
        render(<link rel="canonical" href={url} />),
        ...written.map((l) => alternate(urlIn(l), l)),
        // The fallback language's page, or the first of those the page has.
        alternate(
          urlIn(written.includes(fallbackLanguage) ? fallbackLanguage : (written[0] ?? language)),
          'x-default',
        ),
        ...(input.formats ?? []).map(({ type, href, title }) => alternate(href, undefined, type, title)),
      ];

  return lines(
    // The page's URLs, its alternates first: the language redirect below reads the page's URL in another language there.
    ...seo,
    // First, before any other file is asked for: a visitor who prefers another language leaves for its URL.
    languageRedirectScript(),
    // Before the style sheet applies: a theme chosen earlier is painted from the first frame.
    themeChoiceScript(),
    ...(input.hasFooter ? [firstPaintAfterMain()] : []),
    inlineScript(fragmentMarker),
    ...(input.leadImage ? [leadImagePreload(input.leadImage)] : []),
    ...(input.scriptFont
      ? [
          render(
            <link rel="preload" as="font" type="font/woff2" href={input.scriptFont.href} crossorigin="" />,
          ),
        ]
      : []),
    fontStart(input.fonts),
    render(<title>{meta.title}</title>),
    named('description', meta.description),
    property('og:type', meta.kind === 'project' || meta.kind === 'post' ? 'article' : 'website'),
    property('og:site_name', input.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:locale', ogLocale[language]),
    ...written.filter((l) => l !== language).map((l) => property('og:locale:alternate', ogLocale[l])),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:image:alt', input.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    render(<link rel="apple-touch-icon" href={withBase('/icons/app/icon-192.png')} />),
    afterFirstPaint(input.lateFonts, input.printSheets),
    ...input.jsonLd.map(jsonLdScript),
    ...input.preloads.map((file) =>
      render(<link rel="modulepreload" crossorigin="" href={withBase(`/${file}`)} />),
    ),
  );
}

const styleSheet = /\n?\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the style sheets Vite adds at the end of the template's `<head>` to where the page's own head tags go, after
 * the preload of the first screen's web fonts: the font and the render-blocking style sheet are then the browser's
 * first two requests, not its fourth and fifth. The sheet asks for the priority a font gets (`fetchpriority="low"`
 * turns a style sheet's "highest" into "high"), so that the two are sent in the page's order: the font, the larger
 * file, first, on the connection that brought the page (see docs/decisions.md, "LCP at the floor").
 */
export function styleSheetsFirst(template: string, fonts: WebFont[]): string {
  const sheets = template.match(styleSheet)?.map((tag) => tag.trim()) ?? [];
  if (sheets.length === 0) throw new Error('expected the style sheet in the page template, found none');
  const tags = [
    ...fonts.map(({ href }) =>
      render(<link rel="preload" as="font" type="font/woff2" href={href} crossorigin="" />),
    ),
    ...sheets.map((sheet) =>
      sheet.replace('<link rel="stylesheet"', '<link rel="stylesheet" fetchpriority="low"'),
    ),
  ];
  return template
    .replace(styleSheet, '')
    .replace('<!--app-head-->', () => `${tags.join('\n    ')}\n    <!--app-head-->`);
}

/**
 * The files of the web font every first screen is drawn in (Inter) and its family, as the built style sheet names
 * them: its Latin file, and the other script subsets a site's characters need (a name with Ł brings Latin Extended).
 * The other font, JetBrains Mono, is not in the style sheet: the app adds it after the first paint (LateFont).
 */
export function firstScreenFonts(css: string): WebFont[] {
  const fonts = [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, rule = '']) => {
    const href =
      /url\(((?:\/[\w.~-]+)*\/assets\/(?:inter|jetbrains-mono)-[a-z-]+?-wght-normal-[\w-]+\.woff2)\)/.exec(
        rule,
      )?.[1];
    const family = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;]+))/.exec(rule);
    const name = (family?.[1] ?? family?.[2] ?? family?.[3])?.trim();
    return href && name ? [{ href, family: name }] : [];
  });
  if (fonts.filter(({ href }) => /-latin-wght-normal-/.test(href)).length !== 1)
    throw new Error(`expected one Latin web font in the style sheet, found ${fonts.length}`);
  return fonts;
}

/**
 * An inline script that starts the web fonts' loading as soon as the style sheet is in (a script after a style sheet
 * waits for it), before the body is parsed. Left to the first layout, the fonts start loading in the very task that
 * lays the page out, which then resolves the fallback fonts of every size on screen through the browser process
 * (here 30 to 140 synchronous lookups, 15-60 ms) and lays the page out again when the fonts arrive.
 */
export function fontStart(fonts: WebFont[]): string {
  const families = [...new Set(fonts.map(({ family }) => family))];
  const calls = families.map((family) => `document.fonts.load(${JSON.stringify(`1em "${family}"`)})`);
  return inlineScript(`if(document.fonts){${calls.join(';')}}`);
}

const faviconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * Writes the site's icon (a few hundred bytes, drawn from the theme tokens by build/plugins/theme-tokens.ts) into
 * the template's icon link as a `data:` URL: the browser asks for the icon as soon as a page has loaded, which is
 * often before its first paint, and that request would share the first screen's few connections (the policy's
 * `img-src` allows `data:` for it).
 */
export function inlineFavicon(template: string, svg: string): string {
  if (!template.includes(faviconLink)) throw new Error(`expected ${faviconLink} in the page template`);
  const url = `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
  return template.replace(faviconLink, () => render(<link rel="icon" href={url} type="image/svg+xml" />));
}

/** The `<noscript>` in `<head>` whose tags the app loader adds after the first paint (build/inline/app-loader.ts). */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';
/**
 * The root's attribute while the first paint is pending: the `after-first-paint` utility (src/styles/app.css) holds
 * pictures under it, and the app loader removes it when it starts. Written by the prerender, not in the template, so
 * that the development server (no loader) shows everything.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * What the first paint does without, in the head: the manifest link (the browser's install check fetches it, and then
 * the app icon, as soon as the page has loaded) and the print style sheets (build/plugins/print-sheet.ts), held in a `<noscript>` whose markup the app loader adds when it
 * starts; and for a page whose scripts do not run, a `<noscript>` style with the late web fonts' faces (the loader
 * adds them itself, from its data) and the rule that shows the pictures held for the first paint.
 */
export function afterFirstPaint(lateFonts: LateFont[], printSheets: string[] = []): string {
  const faces = lateFonts.map(
    ({ family, href, weight, unicodeRange }) =>
      `@font-face{font-family:${JSON.stringify(family)};font-style:normal;font-display:swap;font-weight:${weight};src:url(${href}) format("woff2");unicode-range:${unicodeRange}}`,
  );
  const style = `${faces.join('')}[${FIRST_PAINT_ATTRIBUTE}] [class*="after-first-paint"]{content-visibility:visible}`;
  return lines(
    render(
      <noscript id={AFTER_FIRST_PAINT_ID}>
        <link rel="manifest" href={withBase('/manifest.webmanifest')} />
        {printSheets.map((href) => (
          <link key={href} rel="stylesheet" media="print" href={href} />
        ))}
      </noscript>,
    ),
    render(
      <noscript>
        <style>{raw(style)}</style>
      </noscript>,
    ),
  );
}

/**
 * The preload of a page's largest picture. For a `<picture>`, the preload names its first source's type, `srcset` and
 * `sizes`, so that the browser fetches the very file the element will pick, and skips the preload if it cannot show that type.
 */
export function leadImagePreload({ href, srcSet, sizes, type }: LeadImage): string {
  if (!href && !srcSet) throw new Error('a lead image needs a file or a srcset');
  return render(
    <link
      rel="preload"
      as="image"
      href={href}
      imagesrcset={srcSet}
      imagesizes={sizes}
      type={type}
      fetchpriority="high"
    />,
  );
}
