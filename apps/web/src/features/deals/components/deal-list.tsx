import type { DealSummary } from '@ctp/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney, formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { dealTexts } from '../texts';
import { counterpartyOf, leadingOffer } from '../deal-format';
import { DealStatusBadge, UnreadBadge } from './deal-badges';

interface DealListProps {
  deals: readonly DealSummary[];
  /** The link that opens a deal's room (its own URL, so it can be shared). */
  roomLink: (deal: DealSummary) => string;
}

/** The deals as rows: commodity, the other party by name and company, the figures on the table, status and unread messages. */
export function DealList({ deals, roomLink }: DealListProps) {
  const { text, t } = useTexts(dealTexts);
  const both = (buyer: string, seller: string) => t('parties.both', { buyer, seller });
  return (
    <ul className="divide-y divide-white/5" aria-label={text.list.rows}>
      {deals.map((deal) => {
        const offer = leadingOffer(deal);
        const counterparty = counterpartyOf(deal, both);
        return (
          <li key={deal.id}>
            <Link
              to={roomLink(deal)}
              className="group grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-xl px-3 py-4 text-start transition hover:bg-white/[0.03] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_auto_auto_auto]"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-white">{deal.commodity.name}</p>
                <p className="mt-0.5 truncate text-sm text-slate-300">{counterparty}</p>
              </div>
              <div className="min-w-0 text-sm tabular-nums">
                {offer ? (
                  <>
                    <p className="text-white">{formatMoney(offer.totalValue, { currency: offer.currency })}</p>
                    <p className="text-xs text-slate-400">
                      {formatQuantity(offer.quantity, offer.unit)} × {formatMoney(offer.unitPrice, { currency: offer.currency })}
                    </p>
                  </>
                ) : (
                  <p className="text-xs text-slate-400">{text.list.noOffer}</p>
                )}
              </div>
              <DealStatusBadge status={deal.status} />
              <span className="min-w-6">
                <UnreadBadge count={deal.unreadMessages} />
              </span>
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 hidden size-4 text-slate-500 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5 group-hover:text-gold-300 md:block" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
