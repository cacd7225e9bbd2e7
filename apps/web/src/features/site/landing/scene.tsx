import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

export type SceneName = 'logo' | 'tagline' | 'statistics' | 'pillars' | 'call-to-action';

interface SceneProps {
  name: SceneName;
  /** Where the scene is fully shown, in viewport heights: a keyboard user tabbing into it is taken there. */
  settlesAt: number;
  /** The id of the scene's heading; the logo scene has none and is not a landmark. */
  labelledBy?: string;
  /** Only the first scene shows before the motion layer takes over. */
  hiddenAtStart?: boolean;
  backdrop: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One full-screen scene of the landing story. Pinned scenes are stacked on the stage and the motion
 * layer drives their opacity and transform; the static story (reduced motion, no script) shows
 * them one after another as ordinary sections.
 */
export function Scene({ name, settlesAt, labelledBy, hiddenAtStart = true, backdrop, children, className }: SceneProps) {
  const Tag = labelledBy ? 'section' : 'div';
  return (
    <Tag
      data-scene={name}
      data-settles-at={settlesAt}
      aria-labelledby={labelledBy}
      className={cx(
        'absolute inset-0 isolate flex items-center justify-center overflow-hidden will-change-[opacity,transform]',
        'story-static:relative story-static:min-h-[70svh] story-static:py-28 story-static:opacity-100! story-static:transform-none!',
        hiddenAtStart && 'opacity-0',
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {backdrop}
      </div>
      <div data-scene-content className={cx('relative w-full max-w-7xl px-5 sm:px-6 lg:px-8', className)}>
        {children}
      </div>
    </Tag>
  );
}

/** The small gold caption above a scene heading. */
export function SceneEyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="mb-5 inline-flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase sm:tracking-[0.28em] rtl:text-sm rtl:tracking-normal rtl:sm:tracking-normal">
      <span aria-hidden="true" className="h-px w-8 bg-gold-500/70" />
      {children}
    </p>
  );
}
