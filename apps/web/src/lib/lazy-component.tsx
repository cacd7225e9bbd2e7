import { use, type ComponentType } from 'react';

export interface LazyComponent {
  /** Renders the loaded component, suspending (to the nearest Suspense boundary) until it has loaded. */
  Component: ComponentType;
  /** Starts loading (once); after it settles, `Component` renders without suspending. */
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}

/**
 * A component fetched on first use, in its own chunk. Unlike React.lazy it can be loaded ahead of
 * rendering (`preload`) and then renders synchronously: a prerendered page is hydrated only after
 * its modules have loaded (main.tsx), so the first client render matches the server's HTML, and the
 * prerender itself renders once more after everything has loaded (entry-server.tsx), so no part of
 * a page is written as a pending boundary.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is retried on the next attempt.
        loading = undefined;
        throw error;
      },
    ));
  function Component() {
    const Loaded = loaded ?? use(preload());
    return <Loaded />;
  }
  return { Component, preload, isLoaded: () => loaded !== undefined };
}
