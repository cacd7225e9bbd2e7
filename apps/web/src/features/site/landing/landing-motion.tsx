import { mapValue, styleEffect, useMotionValue, useScroll, useTransform, type MotionValue } from 'motion/react';
import { useEffect, type RefObject } from 'react';
import { STATISTICS, formatStatistic } from './statistics';
import { PILLAR_HALF_FADE, PILLAR_HANDOVERS, SCROLL_HINT_OPACITY, pillarOpacity, sceneOpacity } from './scene-tracks';
import { CALL_TO_ACTION_OPACITY, LANDING, STAGE_ELEMENT_ID, type Keyframes } from './story-timeline';

interface Track {
  at: readonly number[];
  value: readonly (number | string)[];
}

/** One layer of the stage and the transform and opacity tracks it follows. */
interface Layer {
  selector: string;
  tracks: Partial<Record<'opacity' | 'y' | 'scale' | 'scaleY', Track>>;
}

const { logo, tagline, statistics, pillars } = LANDING;
/** How far a scene, and a pillar within its scene, travels as it fades in or out. */
const SCENE_SLIDE_PX = 48;
const PILLAR_SLIDE_PX = 24;

/** The call to action's two halves: the scene arrives whole, its message leaves (CALL_TO_ACTION_OPACITY). */
const ctaArrival: Keyframes = { at: CALL_TO_ACTION_OPACITY.at.slice(0, 2), value: CALL_TO_ACTION_OPACITY.value.slice(0, 2) };
const ctaDeparture: Keyframes = { at: CALL_TO_ACTION_OPACITY.at.slice(2), value: CALL_TO_ACTION_OPACITY.value.slice(2) };

/** Rises into place as it fades in and keeps rising as it fades out. */
const rise = ({ at, value }: Keyframes, distance = SCENE_SLIDE_PX): Track => ({
  at,
  value: value.map((opacity, i) => (opacity === 1 ? 0 : i === 0 ? distance : -distance)),
});

const [firstHandover, secondHandover] = PILLAR_HANDOVERS;
/** Near the end of the cycle the accent bar stretches over all three pillars. */
const accentStretch = [pillars.cycleEnd - 0.2, pillars.cycleEnd] as const;

/** A pillar's name in the index brightens while it is the one in view, and all do as the bar stretches. */
const pillarTabTrack = (index: number): Track => {
  const frames = pillarOpacity(index);
  // Dimmed, not faded: an idle name keeps enough contrast to read (WCAG 1.4.3).
  const dimmed = frames.value.map((opacity) => 0.6 + 0.4 * opacity);
  return { at: [...frames.at, ...accentStretch], value: [...dimmed, dimmed.at(-1)!, 1] };
};

const LAYERS: readonly Layer[] = [
  {
    selector: '[data-scene="logo"]',
    tracks: { opacity: { at: [logo.start, logo.end], value: [1, 0] }, scale: { at: [logo.start, logo.end], value: [1, 1.08] } },
  },
  ...([
    ['tagline', sceneOpacity(tagline.start, tagline.end)],
    ['statistics', sceneOpacity(statistics.start, statistics.end)],
    ['pillars', sceneOpacity(pillars.start, pillars.end)],
    ['call-to-action', ctaArrival],
  ] as const).map(([scene, opacity]) => ({
    selector: `[data-scene="${scene}"]`,
    tracks: { opacity, y: rise(opacity) },
  })),
  // The call to action's message fades as the footer rises; its gold light stays to carry into the footer.
  { selector: '[data-scene="call-to-action"] [data-scene-content]', tracks: { opacity: ctaDeparture, y: rise(ctaDeparture) } },
  { selector: '[data-scroll-hint]', tracks: { opacity: SCROLL_HINT_OPACITY } },
  ...[0, 1, 2].flatMap((index) => [
    { selector: `[data-pillar="${index}"]`, tracks: { opacity: pillarOpacity(index), y: rise(pillarOpacity(index), PILLAR_SLIDE_PX) } },
    { selector: `[data-pillar-tab="${index}"]`, tracks: { opacity: pillarTabTrack(index) } },
  ]),
  {
    selector: '[data-accent-bar]',
    tracks: {
      y: {
        at: [
          firstHandover - PILLAR_HALF_FADE,
          firstHandover + PILLAR_HALF_FADE,
          secondHandover - PILLAR_HALF_FADE,
          secondHandover + PILLAR_HALF_FADE,
          ...accentStretch,
        ],
        value: ['0%', '100%', '100%', '200%', '200%', '0%'],
      },
      scaleY: { at: accentStretch, value: [1, 3] },
    },
  },
];

/** Counting runs from 30% of the statistics scene (spec 2.5) and is done by two thirds. */
const countRange = [
  statistics.start + (statistics.end - statistics.start) * statistics.countFrom,
  statistics.start + (statistics.end - statistics.start) * statistics.countTo,
];

/**
 * The landing story's motion layer. One scroll source (useScroll) becomes one story position in
 * viewport heights; every layer's opacity and transform is mapped from it and written straight to
 * the DOM by Motion's style effects, and the counters write their text the same way. React renders
 * this component once and never again while scrolling.
 */
export default function LandingMotion({ story }: { story: RefObject<HTMLDivElement | null> }) {
  const { scrollY } = useScroll();
  const viewportHeight = useMotionValue(1);
  const position = useTransform(() => scrollY.get() / viewportHeight.get());

  useEffect(() => {
    const root = story.current;
    const stage = root?.querySelector<HTMLElement>(`#${STAGE_ELEMENT_ID}`);
    if (!root || !stage) return;
    const measure = () => viewportHeight.set(stage.offsetHeight || window.innerHeight);
    measure();
    window.addEventListener('resize', measure, { passive: true });

    const stops = [
      ...LAYERS.flatMap((layer) => [...root.querySelectorAll<HTMLElement>(layer.selector)].map((element) => bindLayer(element, layer, position))),
      bindCounters(root, position),
      bindTouchSwipe(root),
      bindKeyboardFocus(root, viewportHeight),
    ];
    root.setAttribute('data-motion', 'on');
    return () => {
      window.removeEventListener('resize', measure);
      for (const stop of stops) stop();
      root.removeAttribute('data-motion');
    };
  }, [story, position, viewportHeight]);

  return null;
}

function bindLayer(element: HTMLElement, layer: Layer, position: MotionValue<number>): () => void {
  const values = Object.fromEntries(
    Object.entries(layer.tracks).map(([property, track]) => [property, mapValue(position, [...track.at], [...track.value])]),
  );
  const stop = styleEffect(element, values);
  return () => {
    stop();
    for (const value of Object.values(values)) value.destroy();
  };
}

function bindCounters(root: HTMLElement, position: MotionValue<number>): () => void {
  const stops = STATISTICS.map((statistic, index) => {
    const element = root.querySelector<HTMLElement>(`[data-counter="${index}"]`);
    if (!element) return () => {};
    const count = mapValue(position, countRange, [0, statistic.target]);
    const write = (value: number) => {
      element.textContent = formatStatistic(statistic, value);
    };
    write(count.get());
    const unsubscribe = count.on('change', write);
    return () => {
      unsubscribe();
      count.destroy();
    };
  });
  return () => stops.forEach((stop) => stop());
}

/**
 * Spec 2.5: on touch screens a vertical swipe over the story scrolls the page, once it passes
 * 5 px, by twice its length. Native vertical panning is switched off on the story only while
 * this layer runs; pinch zoom stays.
 */
function bindTouchSwipe(root: HTMLElement): () => void {
  let startX = 0;
  let startY = 0;
  let lastY = 0;
  let swiping = false;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return;
    startX = touch.clientX;
    startY = lastY = touch.clientY;
    swiping = false;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return;
    const travel = touch.clientY - startY;
    if (!swiping && (Math.abs(travel) < LANDING.swipeThresholdPx || Math.abs(travel) < Math.abs(touch.clientX - startX))) return;
    swiping = true;
    window.scrollBy(0, (lastY - touch.clientY) * LANDING.swipeMultiplier);
    lastY = touch.clientY;
  };
  root.style.touchAction = 'pan-x pinch-zoom';
  root.addEventListener('touchstart', onTouchStart, { passive: true });
  root.addEventListener('touchmove', onTouchMove, { passive: true });
  return () => {
    root.style.touchAction = '';
    root.removeEventListener('touchstart', onTouchStart);
    root.removeEventListener('touchmove', onTouchMove);
  };
}

/**
 * Links sit in scenes that are faded out most of the time. When a keyboard user tabs to one, the
 * story scrolls to where its scene (or pillar) is fully shown, so focus is never on something unseen.
 */
function bindKeyboardFocus(root: HTMLElement, viewportHeight: MotionValue<number>): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!target.matches(':focus-visible')) return;
    const settlesAt = Number(target.closest<HTMLElement>('[data-settles-at]')?.dataset.settlesAt);
    if (Number.isNaN(settlesAt)) return;
    window.scrollTo({ top: Math.ceil(settlesAt * viewportHeight.get()), behavior: 'instant' });
  };
  root.addEventListener('focusin', onFocusIn);
  return () => root.removeEventListener('focusin', onFocusIn);
}

