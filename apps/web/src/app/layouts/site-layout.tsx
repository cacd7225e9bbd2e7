import { PAGE_HYDRATED_EVENT } from '@ctp/domain/page-boot';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer, Navbar } from '@/features/site';
import { useTexts } from '@/lib/i18n/texts';
import { siteLayoutTexts } from './texts';

/**
 * The frame of the public pages and the sign-in pages: a skip link, the navigation bar, the page,
 * the footer. Each page brings its own <main>. (The maintenance notice sits outside, in the route table's root layout.)
 */
export function SiteLayout() {
  const content = useRef<HTMLDivElement>(null);
  const { text } = useTexts(siteLayoutTexts);
  useFocusOnNavigation(content);

  return (
    <>
      <a
        href="#content"
        className="sr-only z-[60] rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {text.skipToContent}
      </a>
      <Navbar />
      <div id="content" ref={content} tabIndex={-1} className="outline-none">
        {/* The page's own boundary: the frame around it hydrates while a prerendered page waits for its modules. */}
        <Suspense fallback={null}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </div>
      <Footer />
    </>
  );
}

/** Tells the boot script (packages/domain/src/page-boot.ts) that the page's buttons work now: it repeats a held press. */
function PageHydrated() {
  useEffect(() => void document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT)), []);
  return null;
}

/**
 * After a client navigation, focus moves to the new page so screen readers start reading it
 * there, as they would after a full page load. The first page keeps the browser's own focus.
 */
function useFocusOnNavigation(content: RefObject<HTMLDivElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    content.current?.focus({ preventScroll: true });
  }, [pathname, content]);
}
