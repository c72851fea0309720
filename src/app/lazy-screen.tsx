import { lazy, type ComponentType } from 'react';

interface ScreenModule {
  Component: ComponentType;
}

/**
 * A screen loaded on demand. `preload()` fetches it ahead of the first render (the current URL's
 * screen, before hydration), after which it renders at once instead of suspending, so the first
 * client render matches the prerendered HTML.
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load()).Component;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload });
}
