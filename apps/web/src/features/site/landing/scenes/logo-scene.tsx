import { BrandMark } from '@/components/brand-mark';
import { useCompany } from '@/lib/company';
import { LANDING } from '../story-timeline';
import { Scene } from '../scene';

/** Spec 2.5: the opening logo, fading out over the first 0.8 viewport heights. */
export function LogoScene() {
  const company = useCompany();
  return (
    <Scene name="logo" settlesAt={LANDING.logo.start} hiddenAtStart={false} backdrop={<LogoBackdrop />} className="text-center">
      <BrandMark className="mx-auto size-20 drop-shadow-[0_0_32px_rgb(212_175_55/0.45)] sm:size-24" />
      <p className="mt-8 text-2xl font-semibold tracking-[0.18em] text-white uppercase sm:text-4xl">
        {company.wordmark.primary}
      </p>
      <p className="mt-3 text-sm font-medium tracking-[0.6em] text-gold-400 uppercase sm:text-base">{company.wordmark.secondary}</p>
      <p className="mx-auto mt-10 flex max-w-xs items-center justify-center gap-3 text-xs tracking-[0.3em] text-slate-400 uppercase rtl:text-sm rtl:tracking-normal">
        <span aria-hidden="true" className="h-px flex-1 bg-linear-to-r from-transparent to-gold-500/60" />
        {`${company.headOffice.city} · ${company.headOffice.country}`}
        <span aria-hidden="true" className="h-px flex-1 bg-linear-to-l from-transparent to-gold-500/60" />
      </p>
    </Scene>
  );
}

/** Concentric gold rings of light around the mark, drawn with gradients only. */
function LogoBackdrop() {
  return (
    <>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(212_175_55/0.16),transparent_55%)]" />
      <div className="absolute top-1/2 left-1/2 size-[34rem] -translate-1/2 rounded-full border border-gold-500/10" />
      <div className="absolute top-1/2 left-1/2 size-[52rem] -translate-1/2 rounded-full border border-gold-500/[0.06]" />
      <div className="absolute top-1/2 left-1/2 size-[72rem] -translate-1/2 rounded-full border border-gold-500/[0.04]" />
    </>
  );
}
