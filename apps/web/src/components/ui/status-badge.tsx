import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUS_TONES, documentStatusShown, type DocumentStatus } from '@ctp/domain/document-constants';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { cx } from './cx';
import { uiTexts } from './texts';

export const TONES = {
  green: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  yellow: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
  blue: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  orange: 'border-orange-500/30 bg-orange-500/10 text-orange-300',
  red: 'border-red-500/30 bg-red-500/10 text-red-300',
  gray: 'border-slate-500/30 bg-slate-500/10 text-slate-300',
} as const;
export type Tone = keyof typeof TONES;

/** The dot in front of a badge's text, in the same tone. */
const DOTS: Record<Tone, string> = {
  green: 'bg-emerald-400',
  yellow: 'bg-amber-400',
  blue: 'bg-sky-400',
  orange: 'bg-orange-400',
  red: 'bg-red-400',
  gray: 'bg-slate-400',
};

/** User statuses (active, pending, suspended, inactive) and KYC statuses (approved, pending, rejected). */
const ACCOUNT_TONES: Record<string, Tone> = {
  active: 'green',
  approved: 'green',
  pending: 'yellow',
  suspended: 'red',
  rejected: 'red',
  inactive: 'gray',
};

/**
 * Contract statuses (spec 4 names a colour mapping without giving it; ours): a draft is neutral, a
 * contract waiting for signatures yellow, a live one blue, a completed one green, a cancelled one red
 * and an expired one orange.
 */
export const CONTRACT_STATUS_TONES: Record<string, Tone> = {
  draft: 'gray',
  pending: 'yellow',
  active: 'blue',
  executed: 'green',
  cancelled: 'red',
  expired: 'orange',
};

export type StatusKind = 'account' | 'contract' | 'document';

interface StatusBadgeProps {
  value: string;
  /** Which statuses `value` is one of; the same word can differ in colour (an active user is green, an active contract blue). */
  kind?: StatusKind;
  className?: string;
}

/** A status's word in the reader's language, or the value itself for one the table does not know. */
const wordOf = (table: Readonly<Record<string, string>>, value: string) => (Object.hasOwn(table, value) ? table[value]! : undefined);

function useToneAndLabel(value: string, kind: StatusKind): { tone: Tone; label: string } {
  const { text } = useTexts(uiTexts);
  const documentLabels = useDomainTable(DOCUMENT_STATUS_LABELS);
  if (kind === 'document') {
    // Spec 4: 'uploaded' reads as pending.
    const shown = documentStatusShown(value as DocumentStatus);
    return shown in DOCUMENT_STATUS_TONES
      ? { tone: DOCUMENT_STATUS_TONES[shown], label: documentLabels[shown] }
      : { tone: 'gray', label: value };
  }
  if (kind === 'contract') {
    return { tone: CONTRACT_STATUS_TONES[value] ?? 'gray', label: wordOf(text.contractStatuses, value) ?? value.charAt(0).toUpperCase() + value.slice(1) };
  }
  return { tone: ACCOUNT_TONES[value] ?? 'gray', label: wordOf(text.accountStatuses, value) ?? value };
}

export function StatusBadge({ value, kind = 'account', className }: StatusBadgeProps) {
  const { tone, label } = useToneAndLabel(value, kind);
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap capitalize',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', DOTS[tone])} />
      {label}
    </span>
  );
}
