import { paths } from '@ctp/domain/paths';
import { localizedPath } from '@ctp/domain/languages';
import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n/texts';
import refinery from '../art/refinery.svg?no-inline';
import { PILLAR_HANDOVERS } from '../scene-tracks';
import { LANDING } from '../story-timeline';
import { Scene, SceneEyebrow } from '../scene';
import { landingTexts } from '../texts';

const { pillars } = LANDING;
const third = (pillars.cycleEnd - pillars.cycleStart) / 3;

/** Spec 1 and 2.5: the three pillars, each with the pages that tell more; their words are the landing texts' pillars.items. */
const PILLARS = [
  {
    links: [paths.gold, paths.fuel],
    // Two opposed arrows: a buyer and a seller meeting.
    icon: 'M4 8h13l-3.5-3.5M20 16H7l3.5 3.5',
    settlesAt: pillars.start + LANDING.fade,
  },
  {
    links: [paths.insights],
    icon: 'M3 19h18M5 15l4-5 4 3 6-8',
    settlesAt: PILLAR_HANDOVERS[0] + third / 2,
  },
  {
    links: [paths.streaming, paths.advisory],
    icon: 'M3 19 9.5 8l4 6 2.5-3.5L21 19ZM8 19l2-3h4l2 3',
    settlesAt: PILLAR_HANDOVERS[1] + third / 2,
  },
] as const;

/**
 * Spec 2.5: the pillars take turns from 4.8 to 6.8, an accent bar marking the one in view, and
 * near 6.8 the bar stretches over all three.
 */
export function PillarsScene() {
  const { text, language } = useTexts(landingTexts);
  const pillarTexts = text.pillars.items;
  return (
    <Scene
      name="pillars"
      settlesAt={pillars.start + LANDING.fade}
      labelledBy="landing-pillars"
      backdrop={<RefineryHorizon />}
      className="grid items-center gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20 story-static:items-start"
    >
      <div>
        <SceneEyebrow>{text.pillars.eyebrow}</SceneEyebrow>
        <h2 id="landing-pillars" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-5xl">
          {text.pillars.heading}
        </h2>
        <ol aria-hidden="true" className="relative mt-8 hidden border-s border-white/10 sm:block story-static:hidden">
          <span
            data-accent-bar
            className="absolute top-0 -start-px h-1/3 w-0.5 origin-top rounded-full bg-linear-to-b from-gold-300 to-gold-600 shadow-[0_0_16px_rgb(230_195_92/0.7)]"
          />
          {PILLARS.map((pillar, index) => (
            <li
              key={pillar.icon}
              data-pillar-tab={index}
              className={index === 0 ? 'flex h-14 items-center gap-4 ps-6' : 'flex h-14 items-center gap-4 ps-6 opacity-60'}
            >
              <span className="text-xs font-semibold text-gold-400 tabular-nums">{`0${index + 1}`}</span>
              <span className="text-lg font-medium text-white">{pillarTexts[index]?.title}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="grid">
        {PILLARS.map((pillar, index) => (
          <article
            key={pillar.icon}
            data-pillar={index}
            data-settles-at={pillar.settlesAt}
            aria-labelledby={`landing-pillar-${index}`}
            className={
              'rounded-3xl border border-gold-500/15 bg-ink-900/85 p-7 shadow-2xl shadow-black/50 [grid-area:1/1] sm:p-10 ' +
              'story-static:mb-6 story-static:[grid-area:auto] story-static:opacity-100! story-static:transform-none! ' +
              (index === 0 ? '' : 'opacity-0')
            }
          >
            <svg viewBox="0 0 24 24" className="size-11 rounded-xl bg-gold-500/10 p-2.5 text-gold-300 ring-1 ring-gold-500/25" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d={pillar.icon} />
            </svg>
            <h3 id={`landing-pillar-${index}`} className="mt-6 text-2xl font-semibold tracking-tight text-white sm:text-3xl">
              {pillarTexts[index]?.title}
            </h3>
            <p className="mt-4 leading-relaxed text-slate-300">{pillarTexts[index]?.summary}</p>
            <ul className="mt-7 flex flex-wrap gap-3">
              {pillar.links.map((to, linkIndex) => (
                <li key={to}>
                  <Link
                    to={localizedPath(to, language)}
                    className="inline-flex min-h-10 items-center gap-2 rounded-full border border-gold-500/30 px-4 text-sm font-medium text-gold-300 transition-colors hover:border-gold-400 hover:text-gold-300"
                  >
                    {pillarTexts[index]?.links[linkIndex]}
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Scene>
  );
}

function RefineryHorizon() {
  return (
    <>
      <div className="absolute inset-0 bg-ink-950" />
      <img
        src={refinery}
        alt=""
        width={1600}
        height={900}
        decoding="async"
        fetchPriority="low"
        className="absolute inset-x-0 bottom-0 h-3/4 w-full object-cover object-bottom opacity-80"
      />
      <div className="absolute inset-0 bg-linear-to-r from-ink-950/90 via-ink-950/40 to-ink-950/70 rtl:bg-linear-to-l" />
    </>
  );
}
