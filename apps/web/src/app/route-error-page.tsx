import { localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { TEXTS } from '@ctp/domain/texts';
import { Component, type ReactNode } from 'react';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { routeErrorTexts } from './route-error-page.texts';

/** Spec 8: the error screen reads 'Unexpected Application Error!' followed by the error text. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const texts = useDomainTable(TEXTS);
  const { text, language } = useTexts(routeErrorTexts);
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-2xl font-semibold text-white">{texts.routerError}</h1>
      <p dir="auto" className="mt-4 font-mono text-sm text-red-300">{message}</p>
      <a href={localizedPath(paths.home, language)} className="mt-8 inline-block text-gold-400 underline">
        {text.home}
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
