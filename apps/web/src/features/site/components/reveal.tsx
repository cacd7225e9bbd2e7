import { useEffect, useRef, useState, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

/** Spec 9: a block counts as seen once 30 percent of it is visible. */
export const REVEAL_THRESHOLD = 0.3;

type RevealState = 'static' | 'shown' | 'hidden';

/** Fine-grained ratios so a block taller than the viewport is still noticed (see `isSeen`). */
const RATIOS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * True when at least `threshold` of the block is visible, or, for a block too tall ever to get
 * there, when it fills at least `threshold` of the viewport.
 */
function isSeen(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= viewport * threshold;
}

function isSeenNow(element: Element, threshold: number): boolean {
  const rect = element.getBoundingClientRect();
  const viewport = window.innerHeight;
  const visible = Math.max(0, Math.min(rect.bottom, viewport) - Math.max(rect.top, 0));
  return rect.height > 0 && (visible / rect.height >= threshold || visible >= viewport * threshold);
}

interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className' | 'style'> {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Share of the block that must be visible (spec 2.6: 0.3). */
  threshold?: number;
  /** Milliseconds to wait before fading in, to stagger siblings. */
  delay?: number;
}

/**
 * Fades and lifts its content in when it scrolls into view and hides it again on the way out
 * (spec 2.6). Until the page has hydrated, and always with prefers-reduced-motion, the content is
 * simply shown: the prerendered HTML and a visitor without JavaScript never see an empty page.
 * Only opacity and transform change, so nothing reflows.
 */
export function Reveal({ children, as: Tag = 'div', className, threshold = REVEAL_THRESHOLD, delay = 0, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (reduced.matches) return;

    // What is on screen at hydration stays put; only what is below the fold waits for its turn.
    setState(isSeenNow(element, threshold) ? 'shown' : 'hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setState(isSeen(entry, threshold) ? 'shown' : 'hidden');
      },
      { threshold: [...RATIOS, threshold] },
    );
    observer.observe(element);
    const onMotionChange = () => {
      if (reduced.matches) {
        observer.disconnect();
        setState('static');
      }
    };
    reduced.addEventListener('change', onMotionChange);
    return () => {
      observer.disconnect();
      reduced.removeEventListener('change', onMotionChange);
    };
  }, [threshold]);

  return (
    <Tag
      {...rest}
      ref={ref}
      data-reveal={state}
      style={state === 'shown' && delay ? { transitionDelay: `${delay}ms` } : undefined}
      className={cx(
        state !== 'static' && 'transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none',
        state === 'hidden' && 'translate-y-6 opacity-0 motion-reduce:translate-y-0 motion-reduce:opacity-100',
        className,
      )}
    >
      {children}
    </Tag>
  );
}
