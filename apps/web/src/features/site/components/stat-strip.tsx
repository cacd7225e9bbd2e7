import { cx } from '@/components/ui/cx';
import { Reveal } from './reveal';

export interface Stat {
  value: string;
  label: string;
}

/** The company's claims of spec 1, in the words the whole site uses. */
export const COMPANY_STATS: readonly Stat[] = [
  { value: '6', label: 'Global offices across six continents' },
  { value: '$5B+', label: 'Monthly trading volume' },
  { value: '20+', label: 'Global partners and mandate ecosystem members' },
  { value: '24/7', label: 'Support for active trades' },
];

/** Big figures with their labels, as a description list. */
export function StatStrip({ stats = COMPANY_STATS, className }: { stats?: readonly Stat[]; className?: string }) {
  return (
    <dl className={cx('grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/8 bg-white/8 lg:grid-cols-4', className)}>
      {stats.map((stat, index) => (
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
