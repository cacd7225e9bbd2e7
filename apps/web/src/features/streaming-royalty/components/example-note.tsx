import { CONTENT_TEXTS } from '@ctp/domain/content';
import { Info } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { useDomainTable } from '@/lib/i18n/domain-texts';

/** Why an example's requests are off: the server refuses them with the same words (issue 18). */
export function ExampleNote({ id, className }: { id?: string; className?: string }) {
  const texts = useDomainTable(CONTENT_TEXTS);
  return (
    <p id={id} className={cx('flex items-start gap-1.5 text-xs text-fuchsia-200', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {texts.exampleTakesNoInquiries}
    </p>
  );
}
