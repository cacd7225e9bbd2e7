import type { DealStatus, OfferStatus } from '@ctp/domain';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { TONES, type Tone } from '@/components/ui/status-badge';
import { DEAL_STATUS_TONES, dealStatusLabel, OFFER_STATUS_LABELS, OFFER_STATUS_TONES } from '../deal-format';

function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[tone])}>{children}</span>;
}

export const DealStatusBadge = ({ status }: { status: DealStatus }) => <ToneBadge tone={DEAL_STATUS_TONES[status]}>{dealStatusLabel(status)}</ToneBadge>;

export const OfferStatusBadge = ({ status }: { status: OfferStatus }) => <ToneBadge tone={OFFER_STATUS_TONES[status]}>{OFFER_STATUS_LABELS[status]}</ToneBadge>;

/** Messages by others not read yet; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-ink-950 tabular-nums">
      {count}
      <span className="sr-only">{count === 1 ? ' unread message' : ' unread messages'}</span>
    </span>
  );
}
