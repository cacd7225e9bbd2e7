import type { LucideIcon } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { Reveal } from './reveal';
import { partsTexts } from './texts';

export interface Step {
  title: string;
  body: string;
  icon?: LucideIcon;
}

/**
 * A numbered process (an ordered list, so the order is announced too). The steps sit in a row on
 * wide screens, joined by a gold line, and stack on small ones.
 */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  const { t } = useTexts(partsTexts);
  const columns = steps.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={cx('relative mt-14 grid gap-10 sm:grid-cols-2 lg:gap-6', columns, className)}>
      <span
        aria-hidden="true"
        className="absolute top-7 end-[12%] start-[12%] hidden h-px bg-linear-to-r from-gold-500/0 via-gold-500/50 to-gold-500/0 lg:block"
      />
      {steps.map((step, index) => {
        const Icon = step.icon;
        return (
          <Reveal as="li" key={step.title} delay={index * 120} className="relative text-center">
            <span className="relative mx-auto flex size-14 items-center justify-center rounded-full border border-gold-400/60 bg-ink-950 text-gold-300 shadow-[0_0_0_6px_rgb(7_8_11)] shadow-gold-500/20">
              {Icon ? (
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.6} />
              ) : (
                <span className="text-lg font-semibold">{index + 1}</span>
              )}
            </span>
            <p className="mt-5 text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase rtl:text-sm rtl:tracking-normal">{t('step', { number: index + 1 })}</p>
            <h3 className="mt-1.5 text-lg font-semibold text-white">{step.title}</h3>
            <p className="mx-auto mt-2 max-w-xs text-[15px] leading-relaxed text-slate-300">{step.body}</p>
          </Reveal>
        );
      })}
    </ol>
  );
}
