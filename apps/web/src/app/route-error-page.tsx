import { localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { TEXTS } from '@ctp/domain/texts';
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
