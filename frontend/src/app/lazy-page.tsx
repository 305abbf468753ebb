import { lazy, type ComponentType } from 'react';

/** A page's code once loaded: the component, and the source modules it came from (keys of Vite's manifest). */
export interface LoadedPage {
  Page: ComponentType;
  /** As Vite names them in the build's manifest, from the project's root: `/src/pages/HomePage.tsx`. */
  modules: string[];
}

/**
 * A page whose code is its own chunk, loaded when the page is first needed. A page preloaded before
 * rendering renders without suspending, so server HTML and hydration never pass through a fallback: the server
 * renders, and the browser hydrates, only after `preload`. `modules`: those of the page's code, once preloaded, whose
 * chunks the server lists in the page it sends.
 */
export function lazyPage(load: () => Promise<LoadedPage>) {
  let loaded: LoadedPage | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((page) => {
      loaded = page;
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded!.Page };
  });
  function Page() {
    return loaded ? <loaded.Page /> : <Suspending />;
  }
  return { Page, preload, modules: () => loaded?.modules ?? [] };
}
