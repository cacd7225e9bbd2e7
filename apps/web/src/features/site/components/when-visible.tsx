import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LazyComponent } from '@/lib/lazy-component';

/**
 * The part of a public page below its first screen, loaded when it enters the viewport. Its
 * prerendered HTML is in the page from the start (it reads, links and ranks without scripts); React
 * leaves that HTML in place while the module loads and then hydrates it, so the JavaScript a page
 * needs before the visitor scrolls is only its first screen (docs/decisions/013). Rendered by a
 * client navigation, when there is no HTML to show meanwhile, it loads at once.
 */
export function WhenVisible({ content }: { content: LazyComponent }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(openingGate);
  const [ready] = useState(() => (content.isLoaded() ? undefined : gate.promise.then(content.preload)));

  useEffect(() => {
    const element = ref.current;
    if (!element || element.childElementCount === 0 || typeof IntersectionObserver === 'undefined') {
      gate.resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.resolve();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Gate ready={ready}>
          <content.Component />
        </Gate>
      </Suspense>
    </div>
  );
}

/** A promise opened by `resolve`; already open where there is no viewport (the build's prerender). */
function openingGate() {
  let resolve = () => {};
  const promise = new Promise<void>((open) => (resolve = open));
  if (typeof window === 'undefined') resolve();
  return { promise, resolve };
}

function Gate({ ready, children }: { ready: Promise<unknown> | undefined; children: ReactNode }) {
  if (ready) use(ready);
  return children;
}
