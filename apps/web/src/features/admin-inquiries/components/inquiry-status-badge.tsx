import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '@ctp/domain';
import { cx } from '@/components/ui/cx';
import { TONES } from '@/components/ui/status-badge';
import { useDomainTable } from '@/lib/i18n/domain-texts';

/** New inquiries stand out in yellow; answered ones are green. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const labels = useDomainTable(INQUIRY_STATUS_LABELS);
  return (
    <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[status === 'new' ? 'yellow' : 'green'])}>
      {labels[status]}
    </span>
  );
}
