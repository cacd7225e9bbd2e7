import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUS_TONES, documentStatusShown, type DocumentStatus } from '@ctp/domain/document-constants';
import { CircleCheck, CircleX, Clock, ScanSearch, type LucideIcon } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { useDomainTable } from '@/lib/i18n/domain-texts';

const ICONS: Record<'green' | 'yellow' | 'blue' | 'red', { icon: LucideIcon; className: string }> = {
  green: { icon: CircleCheck, className: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300' },
  yellow: { icon: Clock, className: 'border-amber-500/30 bg-amber-500/10 text-amber-300' },
  blue: { icon: ScanSearch, className: 'border-sky-500/30 bg-sky-500/10 text-sky-300' },
  red: { icon: CircleX, className: 'border-red-500/30 bg-red-500/10 text-red-300' },
};

/** Spec 4: verified and approved green, pending and uploaded yellow, in-review blue, rejected red. */
export function DocumentStatusIcon({ status, className }: { status: DocumentStatus; className?: string }) {
  const labels = useDomainTable(DOCUMENT_STATUS_LABELS);
  const shown = documentStatusShown(status);
  const tone = DOCUMENT_STATUS_TONES[shown] ?? 'yellow';
  const { icon: Icon, className: toneClasses } = ICONS[tone];
  return (
    <span
      role="img"
      aria-label={labels[shown] ?? status}
      data-tone={tone}
      className={cx('flex size-10 shrink-0 items-center justify-center rounded-xl border', toneClasses, className)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
