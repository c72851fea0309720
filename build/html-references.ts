// What a built page or stylesheet refers to, for the link check: the URLs a browser would request or follow, read
// with an HTML parser (parse5) and a CSS parser (css-tree), so that comments, script text, entities and escapes are
// what the standards say they are.
import { parse as parseCss, walk } from 'css-tree';
import { parse, parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { appScriptsId, type AppScripts } from './inline/app-loader';

/** Attributes that hold one URL, per element. */
const urlAttributes: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};
/** Attributes that hold a srcset (several URLs with width or density descriptors). */
const srcsetAttributes: Record<string, string[]> = {
  img: ['srcset'],
  source: ['srcset'],
  link: ['imagesrcset'],
};
/** Meta tags (by property or name) whose content is a URL of the site. */
const urlMetas = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);

/** The URLs of a srcset, as the HTML standard splits it: a URL may contain commas, descriptors may not. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  const url = /[\s,]*([^\s,]\S*)/y;
  const descriptors = /[^,]*,?/y;
  let match: RegExpExecArray | null;
  while ((match = url.exec(srcset))) {
    const candidate = match[1] ?? '';
    urls.push(candidate.replace(/,+$/, ''));
    if (candidate.endsWith(',')) continue;
    descriptors.lastIndex = url.lastIndex;
    descriptors.exec(srcset);
    url.lastIndex = descriptors.lastIndex;
  }
  return urls;
}

/**
 * The url(...) references of a stylesheet, or of a style attribute's declarations, read with a CSS parser (css-tree):
 * comments, quotes, escapes, `@import`, `image-set()` and custom properties are what the CSS standard says they are.
 */
export function cssUrls(css: string, context: 'stylesheet' | 'declarationList' = 'stylesheet'): string[] {
  const urls: string[] = [];
  walk(parseCss(css, { context, parseCustomProperty: true, parseRulePrelude: false }), {
    visit: 'Url',
    enter: (node) => urls.push(node.value),
  });
  return urls;
}

export const textOf = (element: Tree.Element) =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

/**
 * Every element, in document order, with what a `<noscript>` holds: a browser without scripts shows it, and the app
 * loader puts the icon symbols it holds into the page (src/lib/icon-sprite.ts).
 */
export function* elements(node: Tree.ParentNode): Generator<Tree.Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    if (child.tagName === 'template') yield* elements((child as Tree.Template).content);
    else if (child.tagName === 'noscript') yield* elements(parseFragment(textOf(child)));
    else yield* elements(child);
  }
}

/**
 * What a page refers to (as written, in document order), the ids a fragment can name, and the links that say they lead
 * to another language (`<a hreflang>`: the language switch without JavaScript).
 */
export function htmlReferences(html: string): {
  references: string[];
  ids: Set<string>;
  languageLinks: Set<string>;
} {
  const references: string[] = [];
  const ids = new Set<string>();
  const languageLinks = new Set<string>();
  for (const element of elements(parse(html))) {
    const attributes = new Map(
      element.attrs.map(({ prefix, name, value }) => [prefix ? `${prefix}:${name}` : name, value]),
    );
    const value = (key: string) => attributes.get(key);
    const add = (reference: string | undefined) => {
      if (reference !== undefined) references.push(reference.trim());
    };
    const name = element.tagName;
    // The scripts the app loader starts (build/inline/app-loader.ts) are named in a JSON data block.
    if (name === 'script' && value('id') === appScriptsId) {
      const { entry, preloads } = JSON.parse(textOf(element)) as AppScripts;
      [entry, ...preloads].forEach(add);
    }
    for (const key of urlAttributes[name] ?? []) add(value(key));
    if (name === 'a' && value('hreflang') && value('href')) languageLinks.add(value('href')?.trim() ?? '');
    for (const key of srcsetAttributes[name] ?? []) srcsetUrls(value(key) ?? '').forEach(add);
    if (name === 'meta' && urlMetas.has(value('property') ?? value('name') ?? '')) add(value('content'));
    if (name === 'style') cssUrls(textOf(element)).forEach(add);
    cssUrls(value('style') ?? '', 'declarationList').forEach(add);
    // Fragment targets: any id, and the name of an <a> (the HTML standard's second choice).
    for (const id of [value('id'), name === 'a' ? value('name') : undefined]) if (id) ids.add(id);
  }
  return { references, ids, languageLinks };
}
