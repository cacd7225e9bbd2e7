import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec 2.1: the view scrolls to the top on every path change. Not on the first render: a visitor
 * who has already scrolled a prerendered page before it hydrated stays where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
