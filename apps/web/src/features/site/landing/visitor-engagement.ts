const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown'] as const;

/**
 * Calls back once the visitor first scrolls, touches, points or types (or at once if the page is
 * already scrolled). Returns a function that stops listening.
 */
export function onFirstEngagement(callback: () => void): () => void {
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engage);
  };
  const engage = () => {
    stop();
    callback();
  };
  if (window.scrollY > 0) {
    callback();
    return () => {};
  }
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engage, { passive: true });
  return stop;
}
