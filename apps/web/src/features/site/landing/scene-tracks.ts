import { LANDING, type Keyframes } from './story-timeline';

/*
 * The keyframes of the scenes, pillars and scroll hint. Kept apart from story-timeline.ts, which the
 * navigation bar loads on every page, so only the landing page pays for them.
 */

/** A scene that fades in at `start` and out at `end`, fully shown in between. */
export function sceneOpacity(start: number, end: number, fade: number = LANDING.fade): Keyframes {
  return { at: [start, start + fade, end - fade, end], value: [0, 1, 1, 0] };
}

const { pillars, callToAction } = LANDING;
const pillarThird = (pillars.cycleEnd - pillars.cycleStart) / 3;
/** Half of a pillar cross-fade, which is centred on its handover. */
export const PILLAR_HALF_FADE = (pillarThird * pillars.crossFadeShare) / 2;

/** Where the three pillars hand over to one another (spec 2.5: they cycle through 4.8 to 6.8). */
export const PILLAR_HANDOVERS = [pillars.cycleStart + pillarThird, pillars.cycleStart + 2 * pillarThird] as const;

/** Opacity of pillar `index` (0..2) within its scene: each holds a third and cross-fades over 0.2 of it. */
export function pillarOpacity(index: number): Keyframes {
  const [first, second] = PILLAR_HANDOVERS;
  const windows = [
    [-Infinity, first],
    [first, second],
    [second, Infinity],
  ] as const;
  const [from, to] = windows[index] ?? windows[0];
  const at: number[] = [];
  const value: number[] = [];
  if (from !== -Infinity) {
    at.push(from - PILLAR_HALF_FADE, from + PILLAR_HALF_FADE);
    value.push(0, 1);
  }
  if (to !== Infinity) {
    at.push(to - PILLAR_HALF_FADE, to + PILLAR_HALF_FADE);
    value.push(1, 0);
  }
  return { at, value };
}

/** One 'SCROLL DOWN' hint, shown as each scene settles and fading as scrolling carries on. */
export const SCROLL_HINT_OPACITY: Keyframes = (() => {
  const settles = [0, LANDING.tagline.start, LANDING.statistics.start, pillars.start, callToAction.start].map((start, i) =>
    i === 0 ? start : start + LANDING.fade,
  );
  const at: number[] = [];
  const value: number[] = [];
  for (const settle of settles) {
    if (settle > 0) {
      at.push(settle - LANDING.fade);
      value.push(0);
    }
    at.push(settle, settle + 0.35);
    value.push(1, 0);
  }
  return { at, value };
})();

