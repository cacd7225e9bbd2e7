import { TIMING } from '@ctp/domain/constants';
import { useEffect, useState } from 'react';
import { landingNavVisible, storyPosition } from '../landing/story-timeline';

export interface NavScrollState {
  /** Past 50 px: the bar turns dark and blurred with a shadow (spec 2.3). */
  raised: boolean;
  /** False on the landing page until 1 vh of scroll, and while its call to action shows. */
  shown: boolean;
}

/**
 * The bar's two scroll-driven flags. Scroll events are coalesced to one read per frame and React
 * only re-renders when a flag flips, never per frame.
 */
export function useNavScroll(onLanding: boolean): NavScrollState {
  const [state, setState] = useState<NavScrollState>({ raised: false, shown: !onLanding });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const raised = y > TIMING.navScrollThresholdPx;
      const shown = !onLanding || landingNavVisible(storyPosition(y));
      setState((prev) => (prev.raised === raised && prev.shown === shown ? prev : { raised, shown }));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [onLanding]);

  return state;
}
