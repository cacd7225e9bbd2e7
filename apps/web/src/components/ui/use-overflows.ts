import { useEffect, useState } from 'react';

/**
 * Whether a scroll box's content is larger than the box (either way), followed as either changes size: a
 * box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), one that
 * does not is better left out of the Tab order. `box` and `content` are ref callbacks for the two elements.
 */
export function useOverflows() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [box, content]);
  return { box: setBox, content: setContent, overflows };
}
