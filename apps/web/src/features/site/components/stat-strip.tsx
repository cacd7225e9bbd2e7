import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { Reveal } from './reveal';
import { partsTexts } from './texts';

export interface Stat {
  value: string;
  label: string;
}

/** The company's claims of spec 1; their labels, in order, are the parts texts' companyStats, in the words the whole site uses. */
const COMPANY_STAT_VALUES = ['6', '$5B+', '20+', '24/7'] as const;

/** Big figures with their labels, as a description list; by default the company's claims. */
export function StatStrip({ stats, className }: { stats?: readonly Stat[]; className?: string }) {
  const { text } = useTexts(partsTexts);
  const shown = stats ?? COMPANY_STAT_VALUES.map((value, index) => ({ value, label: text.companyStats[index] ?? '' }));
  return (
    <dl className={cx('grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/8 bg-white/8 lg:grid-cols-4', className)}>
      {shown.map((stat, index) => (
        <Reveal key={stat.label} delay={index * 90} className="flex flex-col-reverse bg-ink-900 px-5 py-7 sm:px-7 sm:py-8">
          <dt className="mt-2 text-sm leading-snug text-slate-300">{stat.label}</dt>
          <dd className="bg-linear-to-b from-gold-300 to-gold-500 bg-clip-text text-4xl font-semibold tracking-tight text-transparent sm:text-5xl">
            {stat.value}
          </dd>
        </Reveal>
      ))}
    </dl>
  );
}
