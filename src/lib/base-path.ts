/**
 * The folder the site is published in (`/`, or `/portfolio/` for a GitHub Pages project site): Vite's `base`, set from
 * the site URL (build/site-url.ts) for the app, the prerender, the servers and the checks alike. The app's routes and
 * content name pages and files from the site's root (`/proyectos`, `/images/…`); these put them in the folder.
 * Outside Vite (the browser tests' own process) it is `/`: they read the folder from build/site-url.ts.
 */
export const BASE_PATH: string = import.meta.env?.BASE_URL ?? '/';

/** A root-relative path of the site (`/images/a.webp`, `/es/`) at its public URL path; any other URL as it is. */
export function withBase(path: string, base = BASE_PATH): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${base}${path.slice(1)}` : path;
}

/**
 * A URL path of a request or of the address bar as the site's routes name it (`/portfolio/es/` is `/es/`), or nothing
 * when it is outside the folder. The folder without its slash (`/portfolio`) is outside: it only redirects.
 */
export function sitePath(pathname: string, base = BASE_PATH): string | undefined {
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined;
}
