import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Heavy widgets (the
 * chart library) wait for it, so a page below whose fold they sit does not load them before interaction.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // Without IntersectionObserver there is no way to wait: the widget shows at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
