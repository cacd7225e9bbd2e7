import { ArrowRight, Droplets, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { dashboardTexts } from '../texts';

interface PromoCardsProps {
  /** The portal's trading tab (the Selling Center for sellers). */
  tradingHref: string;
  role: 'trader' | 'seller';
}

/** The icons of the two invitations; their words are in the texts table, in the same order. */
const PROMO_ICONS = [Gem, Droplets] as const;

/** Two invitations to the trading tab: the gold workflow and the fuel tool (spec 2.16). */
export function PromoCards({ tradingHref, role }: PromoCardsProps) {
  const { text } = useTexts(dashboardTexts);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text.promos[role].map((promo, index) => {
        const Icon = PROMO_ICONS[index] ?? Gem;
        return (
          <Link
            key={index}
            to={tradingHref}
            className={cx(
              'group relative overflow-hidden rounded-2xl border p-6 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
              index === 0
                ? 'border-gold-500/30 bg-linear-to-br from-gold-500/20 via-ink-800 to-ink-900 hover:border-gold-400/60'
                : 'border-white/10 bg-linear-to-br from-sky-500/10 via-ink-800 to-ink-900 hover:border-sky-400/40',
            )}
          >
            <Icon aria-hidden="true" className="absolute -end-6 -bottom-6 size-36 text-white/[0.04] transition group-hover:scale-105" />
            <p className={cx('text-xs font-semibold tracking-[0.16em] uppercase', index === 0 ? 'text-gold-300' : 'text-sky-300')}>{promo.eyebrow}</p>
            <p className="mt-2 text-xl font-semibold text-white">{promo.title}</p>
            <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-300">{promo.text}</p>
            <span className={cx('mt-5 inline-flex items-center gap-2 text-sm font-semibold', index === 0 ? 'text-gold-300' : 'text-sky-300')}>
              {promo.cta}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-4 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
            </span>
          </Link>
        );
      })}
    </div>
  );
}
