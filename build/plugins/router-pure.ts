import type { Plugin } from 'vite';

/** React Router's client build: the one file that holds its components and hooks. */
const routerBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/**
 * React Router's components as code the bundler may leave out when nothing uses them. Its build makes each with an
 * unmarked `React.forwardRef(…)`/`React.memo(…)` and then names it (`Link.displayName = "Link"`), statements the
 * bundler must keep, so every component came with every page (Form, Link and its route prefetching, Await…) whether
 * used or not. Marked pure, and without the names (read only by React's developer tools), they go when unused.
 */
export function markRouterPure(code: string): string {
  return code
    .replace(/^\w+\.displayName = "\w+";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|memo|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
}

/** Applies markRouterPure to React Router's client build. */
export function routerPure(): Plugin {
  return {
    name: 'router-pure',
    apply: 'build',
    transform(code, id) {
      return routerBuild.test(id) ? { code: markRouterPure(code), map: null } : null;
    },
  };
}
