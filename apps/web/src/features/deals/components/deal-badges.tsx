import { DEAL_STATUS_LABELS, type DealStatus, type OfferStatus } from '@ctp/domain';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { TONES, type Tone } from '@/components/ui/status-badge';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { DEAL_STATUS_TONES, OFFER_STATUS_TONES } from '../deal-format';
import { dealTexts } from '../texts';

function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[tone])}>{children}</span>;
}

export function DealStatusBadge({ status }: { status: DealStatus }) {
  const labels = useDomainTable(DEAL_STATUS_LABELS);
  return <ToneBadge tone={DEAL_STATUS_TONES[status]}>{labels[status]}</ToneBadge>;
}

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { text } = useTexts(dealTexts);
  return <ToneBadge tone={OFFER_STATUS_TONES[status]}>{text.offerStatus[status]}</ToneBadge>;
}

/** Messages by others not read yet; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTexts(dealTexts);
  if (count === 0) return null;
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-ink-950 tabular-nums">
      {count}
      <span className="sr-only">{t('unread', { count })}</span>
    </span>
  );
}
