import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand. `preload()` fetches it ahead of its first render, after which it
 * renders at once instead of suspending (so that a render right after matches the prerendered HTML).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload });
}

const deferredParts = new Set<() => Promise<unknown>>();

/**
 * A part below the fold: the prerender step loads it first so that its HTML is complete, but the browser
 * leaves it out of the page's preloaded code and fetches it once hydration reaches it (render it inside
 * its own Suspense boundary, so that the rest of the page hydrates without waiting).
 */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const part = lazyPart(load);
  deferredParts.add(part.preload);
  return part;
}

/** Loads every deferred part declared by the modules loaded so far (for prerendering). */
export async function preloadDeferredParts() {
  await Promise.all([...deferredParts].map((preload) => preload()));
}
