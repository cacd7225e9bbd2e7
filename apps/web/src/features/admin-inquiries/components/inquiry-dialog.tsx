import {
  ADMIN_INQUIRY_LIMITS,
  ADMIN_INQUIRY_TEXTS,
  INQUIRY_SOURCE_LABELS,
  INQUIRY_TYPE_LABELS,
  PORTAL_INQUIRY_KIND_LABELS,
  type AdminInquiry,
} from '@ctp/domain';
import { useState, type ReactNode } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useAdminInquiry } from '../api/get-admin-inquiry';
import { useMarkInquiryAnswered } from '../api/mark-inquiry-answered';
import { adminInquiriesTexts } from '../texts';
import { InquiryStatusBadge } from './inquiry-status-badge';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-200">{children}</dd>
    </div>
  );
}

const labelOf = (labels: Record<string, string>, value: string | null) => (value === null ? '—' : (labels[value] ?? value));

/** One inquiry with every field it holds; a new one can be marked answered with an optional note. */
export function InquiryDialog({ inquiry: listed, onClose }: { inquiry: AdminInquiry | null; onClose: () => void }) {
  const current = useAdminInquiry(listed);
  const inquiry = current.data ?? listed;
  const answer = useMarkInquiryAnswered();
  const [note, setNote] = useState('');
  const { text, t } = useTexts(adminInquiriesTexts);
  const words = text.dialog;
  const inquiryTexts = useDomainTable(ADMIN_INQUIRY_TEXTS);
  const sourceLabels = useDomainTable(INQUIRY_SOURCE_LABELS);
  const typeLabels = useDomainTable(INQUIRY_TYPE_LABELS);
  const kindLabels = useDomainTable(PORTAL_INQUIRY_KIND_LABELS);

  const close = () => {
    setNote('');
    answer.reset();
    onClose();
  };

  return (
    <Dialog open={listed !== null} onOpenChange={(open) => !open && close()} title={inquiry?.subject ?? ''} size="lg" locked={answer.isPending}>
      {inquiry && (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
            <InquiryStatusBadge status={inquiry.status} />
            <span>{sourceLabels[inquiry.source]}</span>
            <span aria-hidden="true">·</span>
            <span>{t('dialog.received', { time: formatDateTime(inquiry.createdAt) })}</span>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Field label={words.name}>{inquiry.name}</Field>
            <Field label={words.email}>
              <a href={`mailto:${inquiry.email}`} className="text-gold-300 hover:underline">
                {inquiry.email}
              </a>
            </Field>
            <Field label={words.company}>{inquiry.company ?? '—'}</Field>
            <Field label={words.phone}>{inquiry.phone ?? '—'}</Field>
            <Field label={words.inquiryType}>{labelOf(typeLabels, inquiry.inquiryType)}</Field>
            {inquiry.source === 'portal' && <Field label={words.request}>{labelOf(kindLabels, inquiry.kind)}</Field>}
            {inquiry.amount !== null && <Field label={words.amount}>{formatMoney(inquiry.amount, { decimals: 0 })}</Field>}
            {inquiry.targetType && <Field label={words.about}>{`${inquiry.targetType}${inquiry.targetId ? ` ${inquiry.targetId}` : ''}`}</Field>}
            <Field label={words.sentFrom}>{inquiry.ip ?? '—'}</Field>
            <Field label={words.message} wide>
              <span className="whitespace-pre-line">{inquiry.message}</span>
            </Field>
            {inquiry.answeredAt && <Field label={words.answered}>{formatDateTime(inquiry.answeredAt)}</Field>}
            {inquiry.answerNote && (
              <Field label={words.answerNote} wide>
                {inquiry.answerNote}
              </Field>
            )}
          </dl>

          {inquiry.status === 'new' && (
            <form
              className="space-y-3 border-t border-white/5 pt-4"
              onSubmit={(event) => {
                event.preventDefault();
                answer.mutate({ inquiryId: inquiry.id, note }, { onSuccess: close });
              }}
            >
              <TextArea
                label={words.noteLabel}
                value={note}
                maxLength={ADMIN_INQUIRY_LIMITS.noteMax}
                onChange={(event) => setNote(event.target.value)}
                inputClassName="min-h-20"
              />
              {answer.isError && (
                <ErrorBox>
                  <p>{errorMessage(answer.error, inquiryTexts.answerFailed)}</p>
                </ErrorBox>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={close} disabled={answer.isPending}>
                  {words.close}
                </Button>
                <Button type="submit" busy={answer.isPending} busyText={words.saving}>
                  {words.markAnswered}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
