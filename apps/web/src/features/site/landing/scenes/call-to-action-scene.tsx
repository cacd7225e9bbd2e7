import { paths } from '@ctp/domain/paths';
import { localizedPath } from '@ctp/domain/languages';
import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n/texts';
import goldBars from '../art/gold-bars.svg?no-inline';
import { LANDING } from '../story-timeline';
import { Scene, SceneEyebrow } from '../scene';
import { landingTexts } from '../texts';

/** Spec 2.5: the closing call to action, 'Start Trading Now' to the portal. */
export function CallToActionScene() {
  const { text, language } = useTexts(landingTexts);
  return (
    <Scene
      name="call-to-action"
      settlesAt={LANDING.callToAction.start + LANDING.fade}
      labelledBy="landing-call-to-action"
      backdrop={<GoldLight />}
      className="text-center"
    >
      <SceneEyebrow>{text.callToAction.eyebrow}</SceneEyebrow>
      <h2 id="landing-call-to-action" className="mx-auto max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-6xl">
        {text.callToAction.heading}
      </h2>
      <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-slate-300 sm:text-lg">
        {text.callToAction.body}
      </p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        <Link
          to={paths.signIn}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-linear-to-b from-gold-300 to-gold-500 px-7 text-base font-semibold text-ink-950 shadow-[0_12px_40px_-10px_rgb(212_175_55/0.8)] transition-transform hover:-translate-y-0.5"
        >
          {text.callToAction.start}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
        <Link
          to={localizedPath(paths.contact, language)}
          className="inline-flex min-h-12 items-center rounded-full border border-white/15 px-7 text-base font-medium text-white transition-colors hover:border-gold-400/60 hover:text-gold-300"
        >
          {text.callToAction.speak}
        </Link>
      </div>
    </Scene>
  );
}

function GoldLight() {
  return (
    <>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom,#2a210d,var(--color-ink-950)_70%)]" />
      <img
        src={goldBars}
        alt=""
        width={900}
        height={520}
        decoding="async"
        fetchPriority="low"
        className="absolute bottom-[-6%] left-1/2 w-[min(56rem,140vw)] -translate-x-1/2 opacity-55"
      />
      <div className="absolute inset-0 bg-linear-to-b from-ink-950/80 via-ink-950/50 to-transparent" />
    </>
  );
}
