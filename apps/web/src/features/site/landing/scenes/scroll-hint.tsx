import { useTexts } from '@/lib/i18n/texts';
import { landingTexts } from '../texts';

/** Spec 2.5: 'SCROLL DOWN' at the start of each scene; the motion layer fades it as scrolling goes on. */
export function ScrollHint() {
  const { text } = useTexts(landingTexts);
  return (
    <p
      data-scroll-hint
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 bottom-8 flex flex-col items-center gap-3 text-[11px] font-medium tracking-[0.35em] text-slate-300 rtl:text-xs rtl:tracking-normal story-static:hidden"
    >
      {text.scrollHint}
      <span className="h-10 w-px bg-linear-to-b from-gold-400 to-transparent" />
    </p>
  );
}
