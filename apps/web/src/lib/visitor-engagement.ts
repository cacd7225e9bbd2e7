import { ENGAGED_ATTRIBUTE, ENGAGEMENT_EVENTS } from '@ctp/domain/page-boot';

let engagement: Promise<void> | undefined;

/**
 * Settles once the visitor first scrolls, touches, points, types or moves focus: at once if the page is already
 * scrolled, or if the boot script saw them engage before this code had loaded. The page is rendered and readable
 * before that; what only matters once they act waits for it.
 */
export function firstEngagement(): Promise<void> {
  engagement ??= new Promise<void>((engage) => {
    if (window.scrollY > 0 || document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE)) return engage();
    const onEvent = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEvent, true);
      engage();
    };
    // Capture phase: an element that stops an event's propagation still counts as engagement.
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEvent, { passive: true, capture: true });
  });
  return engagement;
}

/** Calls back on the first engagement, unless the returned function was called before. */
export function onFirstEngagement(callback: () => void): () => void {
  let live = true;
  void firstEngagement().then(() => live && callback());
  return () => {
    live = false;
  };
}

/** Marks prerendered content that is only right once its code has fetched server data (live prices). */
export const LIVE_CONTENT_ATTRIBUTE = 'data-live';

/** Settles once any live content of the page is on screen; never on a page without any. */
export function liveContentInView(): Promise<void> {
  return new Promise<void>((inView) => {
    const live = document.querySelectorAll(`[${LIVE_CONTENT_ATTRIBUTE}]`);
    if (live.length === 0) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      inView();
    });
    live.forEach((element) => observer.observe(element));
  });
}
