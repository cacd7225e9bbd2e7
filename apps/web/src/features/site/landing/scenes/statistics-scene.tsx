import { LANDING } from '../story-timeline';
import { Scene, SceneEyebrow } from '../scene';
import { STATISTICS, formatStatistic } from '../statistics';
import { landingTexts } from '../texts';
import { useTexts } from '@/lib/i18n/texts';

/**
 * Spec 2.5: three counters that count up from 30% of the scene. The counting digits are for the
 * eye only; screen readers, the static story and search engines get the final figures.
 */
export function StatisticsScene() {
  const { text } = useTexts(landingTexts);
  return (
    <Scene
      name="statistics"
      settlesAt={LANDING.statistics.start + LANDING.fade}
      labelledBy="landing-statistics"
      backdrop={<TradingFloorGrid />}
    >
      <div className="mx-auto max-w-5xl text-center">
        <SceneEyebrow>{text.statistics.eyebrow}</SceneEyebrow>
        <h2 id="landing-statistics" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-5xl">
          {text.statistics.heading}
        </h2>
        <dl className="mt-14 grid gap-6 sm:mt-20 sm:grid-cols-3 sm:gap-8">
          {STATISTICS.map((statistic, index) => (
            <div
              key={statistic.target}
              className="flex flex-col-reverse items-center gap-3 rounded-2xl border border-white/5 bg-white/[0.02] px-6 py-6 sm:py-10"
            >
              <dt className="text-sm font-medium tracking-wide text-slate-300">{text.statistics.labels[index]}</dt>
              <dd className="text-5xl font-semibold tracking-tight text-gold-300 tabular-nums sm:text-6xl lg:text-7xl">
                <span data-counter={index} aria-hidden="true" className="story-static:hidden">
                  {formatStatistic(statistic, 0)}
                </span>
                <span className="sr-only story-static:not-sr-only">{formatStatistic(statistic, statistic.target)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Scene>
  );
}

/** A faint trading-floor grid under a gold glow. */
function TradingFloorGrid() {
  return (
    <>
      <div className="absolute inset-0 bg-ink-950" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_75%)] bg-[size:64px_64px]" />
      <div className="absolute inset-x-0 bottom-0 h-2/3 bg-[radial-gradient(ellipse_at_bottom,rgb(212_175_55/0.14),transparent_65%)]" />
    </>
  );
}
