import { TEXTS } from '@ctp/domain/texts';
import { Component, type ReactNode } from 'react';

/** Spec 8: the error screen reads 'Unexpected Application Error!' followed by the error text. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-2xl font-semibold text-white">{TEXTS.routerError}</h1>
      <p className="mt-4 font-mono text-sm text-red-300">{text}</p>
      <a href="/" className="mt-8 inline-block text-gold-400 underline">
        Back to the home page
      </a>
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
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
