import type { ContentStatus } from '@ctp/domain/content';
import { cx } from '@/components/ui/cx';
import { TONES } from '@/components/ui/status-badge';
import { useTexts } from '@/lib/i18n/texts';
import { adminContentTexts } from '../texts';

/** Draft (neutral) or Published (green). */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { text } = useTexts(adminContentTexts);
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[status === 'published' ? 'green' : 'gray'])}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {text.statuses[status]}
    </span>
  );
}
