// A small reader of the URLs an HTML or CSS file refers to, for the link check. No HTML parser is a dependency of the
// project, and the built pages are React's and Vite's output: well-formed, so a tokenizer of tags and attributes does.

import { appScriptsId, type AppScripts } from '../scripts/app-loader';

/** Attributes that hold one URL, per element. */
const urlAttributes: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  use: ['href'],
};
/** Attributes that hold a srcset (several URLs with width or density descriptors). */
const srcsetAttributes: Record<string, string[]> = {
  img: ['srcset'],
  source: ['srcset'],
  link: ['imagesrcset'],
};
/** Meta tags (by property or name) whose content is a URL of the site. */
const urlMetas = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);
/** Elements whose content is text, not markup: a `<a href>` inside a script is not a link. */
const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (value: string) =>
  value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return entities[name.toLowerCase()] ?? whole;
  });

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

/** The start tags of a document, with lower-case names and entity-decoded attribute values. */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const lowerCase = html.toLowerCase();
  const markup = /<!--[\s\S]*?-->|<[!?/][^>]*>|<([a-zA-Z][^\s/>]*)/g;
  const attribute = /[\s/]*([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
  let match: RegExpExecArray | null;
  while ((match = markup.exec(html))) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const attributes = new Map<string, string>();
    let position = markup.lastIndex;
    let found: RegExpExecArray | null;
    attribute.lastIndex = position;
    while ((found = attribute.exec(html))) {
      const [, key = '', double, single, bare] = found;
      // As in a browser, the first of two same-named attributes wins.
      if (!attributes.has(key.toLowerCase()))
        attributes.set(key.toLowerCase(), decode(double ?? single ?? bare ?? ''));
      position = attribute.lastIndex;
    }
    markup.lastIndex = html.indexOf('>', position) + 1 || html.length;
    tags.push({ name, attributes });
    if (rawTextElements.has(name)) {
      const end = lowerCase.indexOf(`</${name}`, markup.lastIndex);
      markup.lastIndex = end === -1 ? html.length : end;
    }
  }
  return tags;
}

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

/** The url(...) references of a stylesheet or a style attribute. */
export function cssUrls(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi)].map(
    ([, double, single, bare]) => double ?? single ?? bare ?? '',
  );
}

/** The scripts the app loader starts (scripts/app-loader.ts): a data block, not markup, so read on its own. */
function appScripts(html: string): string[] {
  const data = new RegExp(`<script type="application/json" id="${appScriptsId}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (data === undefined) return [];
  const { entry, preloads } = JSON.parse(data) as AppScripts;
  return [entry, ...preloads];
}

/** What a page refers to (as written) and the ids a fragment can name. */
export function htmlReferences(html: string): { references: string[]; ids: Set<string> } {
  const references: string[] = appScripts(html);
  const ids = new Set<string>();
  for (const { name, attributes } of startTags(html)) {
    const value = (key: string) => attributes.get(key);
    const add = (reference: string | undefined) => {
      if (reference !== undefined) references.push(reference.trim());
    };
    for (const key of urlAttributes[name] ?? []) add(value(key));
    for (const key of srcsetAttributes[name] ?? []) srcsetUrls(value(key) ?? '').forEach(add);
    if (name === 'meta' && urlMetas.has(value('property') ?? value('name') ?? '')) add(value('content'));
    cssUrls(value('style') ?? '').forEach(add);
    // Fragment targets: any id, and the name of an <a> (the HTML standard's second choice).
    for (const id of [value('id'), name === 'a' ? value('name') : undefined]) if (id) ids.add(id);
  }
  return { references, ids };
}
