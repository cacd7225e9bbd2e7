import { use, type ComponentType } from 'react';

export interface LazyComponent<P extends object = object> {
  /** Renders the loaded component, suspending (to the nearest Suspense boundary) until it has loaded. */
  Component: ComponentType<P>;
  /** Starts loading (once); after it settles, `Component` renders without suspending. */
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}

let loadsHeldUntil: Promise<void> | undefined;

/**
 * Lazy components start loading only once `until` settles. A prerendered page holds its own modules until the
 * visitor engages (main.tsx): React keeps the page's HTML, which reads and links without them, meanwhile.
 */
export function holdLoadsUntil(until: Promise<void>) {
  loadsHeldUntil = until;
}

/**
 * A component fetched on first use, in its own chunk. Unlike React.lazy it can be loaded ahead of
 * rendering (`preload`) and then renders synchronously, and the prerender renders once more after
 * everything has loaded (entry-server.tsx), so no part of a page is written as a pending boundary.
 */
export function lazyComponent<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<P> {
  // The promise carries React's own thenable fields once settled, so `use` reads a loaded module
  // synchronously: a preloaded component renders without suspending (hydration, the second prerender pass).
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise = (loadsHeldUntil ? loadsHeldUntil.then(load) : load()).then(pick);
      loading = promise;
      promise.then(
        (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
        // A failed chunk (a deploy replaced it, the network dropped) is retried on the next attempt.
        () => {
          loading = undefined;
        },
      );
    }
    return loading;
  };
  function Component(props: P) {
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  return { Component, preload, isLoaded: () => (loading as { status?: string } | undefined)?.status === 'fulfilled' };
}
