import globeNetwork from '../art/globe-network.svg?no-inline';
import { LANDING } from '../story-timeline';
import { Scene, SceneEyebrow } from '../scene';
import { landingTexts } from '../texts';
import { useTexts } from '@/lib/i18n/texts';

/**
 * Spec 2.5: the headline over the hero area. No video is supplied, so the area is a gradient,
 * with a globe of trade routes running out of Muscat.
 */
export function TaglineScene() {
  const { text } = useTexts(landingTexts);
  return (
    <Scene
      name="tagline"
      settlesAt={LANDING.tagline.start + LANDING.fade}
      labelledBy="landing-title"
      backdrop={<HeroGradient />}
      className="text-center"
    >
      <SceneEyebrow>{text.tagline.eyebrow}</SceneEyebrow>
      <h1
        id="landing-title"
        className="mx-auto max-w-6xl text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-[3.5rem] xl:text-[4rem]"
      >
        <span className="block">{text.tagline.headlineStart}</span>{' '}
        <span className="block bg-linear-to-r from-gold-300 via-gold-400 to-gold-600 bg-clip-text pb-1 text-transparent">
          {text.tagline.headlineEnd}
        </span>
      </h1>
      <p className="mx-auto mt-8 max-w-2xl text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">
        {text.tagline.lead}
      </p>
    </Scene>
  );
}

function HeroGradient() {
  return (
    <>
      <div className="absolute inset-0 bg-linear-to-b from-ink-950 via-[#120f08] to-ink-950" />
      <img
        src={globeNetwork}
        alt=""
        width={1600}
        height={900}
        decoding="async"
        fetchPriority="low"
        className="absolute inset-x-0 bottom-0 h-[58%] w-full object-cover object-bottom opacity-80"
      />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,transparent_40%,rgb(7_8_11/0.85))]" />
      {/* A soft shade behind the headline keeps the routes from crossing the words. */}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_55%_40%_at_50%_50%,rgb(7_8_11/0.75),transparent)]" />
    </>
  );
}
