import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '@ctp/domain';
import { cx } from '@/components/ui/cx';
import { TONES } from '@/components/ui/status-badge';

/** New inquiries stand out in yellow; answered ones are green. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[status === 'new' ? 'yellow' : 'green'])}>
      {INQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
