import { paths } from '@ctp/domain/paths';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { company } from '@/lib/company';

/** Any unknown path, inside the site layout (the server answers such paths with status 404). */
export function Component() {
  // The same title the site's head manager gives an unknown path, so whichever runs last agrees.
  useEffect(() => {
    document.title = `Page Not Found | ${company.name}`;
  }, []);
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
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-white sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-base leading-relaxed text-slate-400">
          The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
            Go to the home page
          </Link>
          <Link to={paths.contact} className={buttonClasses('secondary', 'lg')}>
            Contact us
          </Link>
        </div>
      </div>
    </main>
  );
}
