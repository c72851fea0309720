// Facts about the build's output that need nothing else: read by the server, the prerender and the edge build's
// config (which cannot resolve the app's `@/` imports).

/** The not-found page's key in the page map (dist/server/pages.json). */
export const NOT_FOUND_KEY = '404';

/** The stylesheets a built page links, in order. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .flatMap((tag) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? []);
}
