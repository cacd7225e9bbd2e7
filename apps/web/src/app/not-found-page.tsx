import { paths } from '@ctp/domain/paths';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { company } from '@/lib/company';
import { localizedPath } from '@ctp/domain/languages';
import { useTexts } from '@/lib/i18n/texts';
import { notFoundTexts } from './not-found-page.texts';

/** Any unknown path, inside the site layout (the server answers such paths with status 404). */
export function Component() {
  const { text, t, language } = useTexts(notFoundTexts);
  // The same title the site's head manager gives an unknown path, so whichever runs last agrees.
  useEffect(() => {
    document.title = t('documentTitle', { brand: company.name });
  }, [t]);
  return (
    <main className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-6 pt-32 pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(212,175,55,0.12),transparent_60%)]"
      />
      <div className="max-w-lg text-center">
        <span
          aria-hidden="true"
          className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl border border-gold-500/30 bg-gold-500/10 text-gold-400"
        >
          <Compass className="size-7" />
        </span>
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-400">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-white sm:text-4xl">{text.heading}</h1>
        <p className="mt-4 text-base leading-relaxed text-slate-400">
          {text.body}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={localizedPath(paths.home, language)} className={buttonClasses('primary', 'lg')}>
            {text.home}
          </Link>
          <Link to={localizedPath(paths.contact, language)} className={buttonClasses('secondary', 'lg')}>
            {text.contact}
          </Link>
        </div>
      </div>
    </main>
  );
}
