import { TEXTS } from '@ctp/domain/texts';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Spec 8: the router's error screen reads 'Unexpected Application Error!' followed by the error text. */
export function RouteErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
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
