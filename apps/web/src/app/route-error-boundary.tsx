import { TEXTS } from '@ctp/domain/texts';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The error page is a chunk of its own: its texts (and i18next) stay off every public page's first script. If even
 * that chunk cannot load (the network is what failed), spec 8's heading and the error text show as they are.
 */
const errorPage = lazyComponent(
  () => import('./route-error-page').catch(() => ({ RouteErrorPage: PlainErrorPage })),
  (module) => module.RouteErrorPage,
);
const RouteErrorPage = errorPage.Component;
export const preloadRouteErrorPage = errorPage.preload;

function PlainErrorPage({ error }: { error: unknown }) {
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-2xl font-semibold text-white">{TEXTS.routerError}</h1>
      <p dir="auto" className="mt-4 font-mono text-sm text-red-300">
        {error instanceof Error ? error.message : String(error)}
      </p>
    </main>
  );
}

interface BoundaryProps {
  /** The current path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  failed: boolean;
  error: unknown;
}

/** Shows RouteErrorPage in place of a page that threw while rendering or failed to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
