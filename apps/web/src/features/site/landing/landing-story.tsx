import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CallToActionScene } from './scenes/call-to-action-scene';
import { LogoScene } from './scenes/logo-scene';
import { PillarsScene } from './scenes/pillars-scene';
import { ScrollHint } from './scenes/scroll-hint';
import { StatisticsScene } from './scenes/statistics-scene';
import { TaglineScene } from './scenes/tagline-scene';
import { STAGE_ELEMENT_ID, STORY_BLOCK_VH } from './story-timeline';
import { onFirstEngagement } from '@/lib/visitor-engagement';

/** The animation library and the scene choreography, fetched only when the story starts to move. */
const LandingMotion = lazy(() => import('./landing-motion'));

/**
 * The landing page's scroll story (spec 2.5): a tall block with a pinned stage on which the scenes
 * take turns. All scene text is in the prerendered HTML. The motion layer is loaded on the
 * visitor's first scroll, touch, pointer move or key press, so it costs nothing before
 * interaction; until then the stage shows the opening scene, exactly as at scroll position 0.
 * With reduced motion (or without script) the scenes are a plain page, one after another.
 */
export function LandingStory() {
  const story = useRef<HTMLDivElement>(null);
  const animate = useStoryAnimation();

  return (
    <div
      ref={story}
      data-landing-story
      style={{ height: `${STORY_BLOCK_VH}svh` }}
      className="relative bg-ink-950 story-static:h-auto!"
    >
      <div id={STAGE_ELEMENT_ID} className="sticky top-0 h-svh overflow-hidden story-static:static story-static:h-auto">
        <LogoScene />
        <TaglineScene />
        <StatisticsScene />
        <PillarsScene />
        <CallToActionScene />
        <ScrollHint />
      </div>
      {animate && (
        <Suspense fallback={null}>
          <LandingMotion story={story} />
        </Suspense>
      )}
    </div>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True once the visitor has engaged, unless they ask for reduced motion. */
function useStoryAnimation(): boolean {
  const reducedMotion = useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const [engaged, setEngaged] = useState(false);
  useEffect(() => onFirstEngagement(() => setEngaged(true)), []);
  return engaged && !reducedMotion;
}
