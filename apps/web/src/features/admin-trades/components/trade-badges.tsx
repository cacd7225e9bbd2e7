import { ORDER_PRIORITY_LABELS, ORDER_STATUS_LABELS } from '@ctp/domain/order-constants';
import { cx } from '@/components/ui/cx';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminTradesTexts } from '../texts';
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
export function TradeStatusBadge({ status, className }: { status: string; className?: string }) {
  const labels = useDomainTable(ORDER_STATUS_LABELS);
  return (
    <ToneBadge tone={tradeStatusTone(status)} className={className}>
      {tradeStatusLabel(status, labels)}
    </ToneBadge>
  );
}

/** A trade's priority ('High priority') in the colour of spec 4. */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  const { t } = useTexts(adminTradesTexts);
  const labels = useDomainTable(ORDER_PRIORITY_LABELS);
  return (
    <ToneBadge tone={priorityTone(priority)} className={className}>
      {t('priority', { priority: priorityLabel(priority, labels) })}
    </ToneBadge>
  );
}
