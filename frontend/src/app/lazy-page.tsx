import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  /** Renders the page: at once when its code is loaded, else suspends until it is. */
  Page: ComponentType;
  /** Loads the page's code; the server renders, and the browser hydrates, only after this. */
  preload: () => Promise<void>;
}

/**
 * A page whose code is its own chunk, loaded when the page is first needed. A page preloaded before
 * rendering renders without suspending, so server HTML and hydration never pass through a fallback.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return { Page, preload };
}
