import { FlaskConical } from 'lucide-react';
import { useTexts } from '@/lib/i18n/texts';
import { contentTexts } from './content.texts';
import { cx } from './ui/cx';

/** Marks a fictional record of the development seed (issue 18) wherever it is shown; hovering says what it means. */
export function ExampleBadge({ className }: { className?: string }) {
  const { text } = useTexts(contentTexts);
  return (
    <span
      title={text.exampleNote}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border border-fuchsia-400/40 bg-fuchsia-500/10 px-2.5 py-0.5 text-[11px] font-semibold tracking-wide text-fuchsia-200',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {text.example}
    </span>
  );
}
