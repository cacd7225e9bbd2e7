import { cx } from '@/components/ui/cx';
import { priorityLabel, priorityTone, TRADE_TONE_CLASSES, tradeStatusLabel, tradeStatusTone, type TradeTone } from '../trade-format';

function ToneBadge({ tone, children, className }: { tone: TradeTone; children: string; className?: string | undefined }) {
  return (
    <span
      data-tone={tone}
      className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TRADE_TONE_CLASSES[tone], className)}
    >
      {children}
    </span>
  );
}

/** A trade's status in the colour of spec 4. */
export const TradeStatusBadge = ({ status, className }: { status: string; className?: string }) => (
  <ToneBadge tone={tradeStatusTone(status)} className={className}>
    {tradeStatusLabel(status)}
  </ToneBadge>
);

/** A trade's priority ('High priority') in the colour of spec 4. */
export const PriorityBadge = ({ priority, className }: { priority: string; className?: string }) => (
  <ToneBadge tone={priorityTone(priority)} className={className}>
    {`${priorityLabel(priority)} priority`}
  </ToneBadge>
);
