// The build's side of the Content-Security-Policy: reads each page with an HTML parser, fails on an inline script
// whose hash `inlineScript` did not note (build/inline/inline-script.ts), and makes the policy the server sends
// (server/security/content-security-policy.ts).
import { parse } from 'parse5';
import {
  contentSecurityPolicy,
  isDataBlockType,
  sha256Source,
  type ContentSecurityPolicy,
  type PolicyInput,
} from '../server/security/content-security-policy';
import { elements, textOf } from './html-references';
import { writtenScriptHashes } from './inline/inline-script';

/**
 * What a page carries inline, as the browser reads it: the text of each inline script that runs (not one with a `src`,
 * not a data block such as JSON-LD), of each `<style>` element, and each `style` attribute, with what a `<noscript>`
 * holds (the app loader puts it into the page).
 */
export function inlineContent(html: string) {
  const found = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() };
  for (const element of elements(parse(html))) {
    const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    const style = attribute('style');
    if (style !== undefined) found.styleAttributes.add(style);
    if (element.tagName === 'style') found.styles.add(textOf(element));
    if (
      element.tagName === 'script' &&
      attribute('src') === undefined &&
      !isDataBlockType(attribute('type'))
    ) {
      const body = textOf(element);
      if (body.trim() !== '') found.scripts.add(body);
    }
  }
  return found;
}

/**
 * The policy for the built pages: the scripts by the hashes `inlineScript` noted, the styles and style attributes
 * (React's output) by the hashes of what the pages hold. Throws, naming the page, when a page has an inline script
 * whose hash is not among the noted ones: written some other way, or changed after it was written.
 */
export function pagesPolicy(
  pages: { file: string; html: string }[],
  origins: PolicyInput['origins'],
  scriptHashes: string[] = writtenScriptHashes(),
): ContentSecurityPolicy {
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  const unknown: string[] = [];
  for (const { file, html } of pages) {
    const found = inlineContent(html);
    for (const body of found.scripts) {
      if (!scriptHashes.includes(sha256Source(body)))
        unknown.push(`${file}: inline script ${sha256Source(body)} "${body.trim().slice(0, 60)}…"`);
    }
    found.styles.forEach((text) => styles.add(sha256Source(text)));
    found.styleAttributes.forEach((text) => styleAttributes.add(sha256Source(text)));
  }
  if (unknown.length)
    throw new Error(
      `Inline scripts not written by inlineScript (build/inline/inline-script.ts), so not in the policy:\n  ${unknown.join('\n  ')}`,
    );
  return contentSecurityPolicy({
    hashes: { scripts: scriptHashes, styles: [...styles], styleAttributes: [...styleAttributes] },
    origins,
  });
}
