/**
 * The landing story's script (spec 2.5, 9): where each scene starts and ends, in viewport heights
 * of scroll ("vh" below). Plain numbers and one interpolation function, so the navigation bar can
 * tell when the call to action shows without loading the animation library, and the motion layer
 * and the bar can never disagree.
 */
export const LANDING = {
  logo: { start: 0, end: 0.8 },
  tagline: { start: 1, end: 2.4 },
  statistics: { start: 2.8, end: 4, countFrom: 0.3, countTo: 0.65 },
  pillars: { start: 4, end: 7.2, cycleStart: 4.8, cycleEnd: 6.8, crossFadeShare: 0.2 },
  /** Spec 9: the story is 850 viewport heights long; its last scene ends at 8.5. */
  callToAction: { start: 7.2, end: 8.5 },
  /** The pinned stage lets go here and the site footer scrolls in under it. */
  footerFrom: 8,
  /** Scenes fade and slide in and out over this much scroll. */
  fade: 0.3,
  /** The bar appears after one viewport height and hides while the call to action shows above this opacity. */
  navAppearsAfter: 1,
  navHidesAboveCtaOpacity: 0.3,
  /** Spec 9: touch swipes become page scrolls past 5 px, at twice their length. */
  swipeThresholdPx: 5,
  swipeMultiplier: 2,
} as const;

/** The stage is pinned until the footer arrives, so the story block is this many viewport heights tall. */
export const STORY_BLOCK_VH = (LANDING.footerFrom + 1) * 100;

export interface Keyframes {
  at: readonly number[];
  value: readonly number[];
}

const { callToAction } = LANDING;

/**
 * The call to action fades in at 7.2 and fades out as the footer rises from 8, so the bar comes
 * back over the footer.
 */
export const CALL_TO_ACTION_OPACITY: Keyframes = {
  at: [callToAction.start, callToAction.start + LANDING.fade, LANDING.footerFrom, LANDING.footerFrom + LANDING.fade],
  value: [0, 1, 1, 0],
};

/** Piecewise-linear interpolation, clamped at both ends (the same curve Motion's useTransform draws). */
export function interpolate({ at, value }: Keyframes, position: number): number {
  const last = at.length - 1;
  if (last < 0) return 1;
  if (position <= at[0]!) return value[0]!;
  if (position >= at[last]!) return value[last]!;
  let i = 1;
  while (at[i]! < position) i++;
  const t = (position - at[i - 1]!) / (at[i]! - at[i - 1]!);
  return value[i - 1]! + (value[i]! - value[i - 1]!) * t;
}

/** The element whose height is the story's viewport unit (100svh), shared by the bar and the motion layer. */
export const STAGE_ELEMENT_ID = 'landing-stage';

/** The current scroll position in story viewport heights. */
export function storyPosition(scrollY: number): number {
  const unit = document.getElementById(STAGE_ELEMENT_ID)?.offsetHeight || window.innerHeight;
  return scrollY / unit;
}

/** Spec 2.3: on the landing page the bar shows after 1 vh, except while the call to action is on screen. */
export function landingNavVisible(position: number): boolean {
  return (
    position > LANDING.navAppearsAfter && interpolate(CALL_TO_ACTION_OPACITY, position) <= LANDING.navHidesAboveCtaOpacity
  );
}
