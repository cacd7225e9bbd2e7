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
import { useAdminInquiry } from '../api/get-admin-inquiry';
import { useMarkInquiryAnswered } from '../api/mark-inquiry-answered';
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
            <span>{INQUIRY_SOURCE_LABELS[inquiry.source]}</span>
            <span aria-hidden="true">·</span>
            <span>Received {formatDateTime(inquiry.createdAt)}</span>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Field label="Name">{inquiry.name}</Field>
            <Field label="Email">
              <a href={`mailto:${inquiry.email}`} className="text-gold-300 hover:underline">
                {inquiry.email}
              </a>
            </Field>
            <Field label="Company">{inquiry.company ?? '—'}</Field>
            <Field label="Phone">{inquiry.phone ?? '—'}</Field>
            <Field label="Inquiry type">{labelOf(INQUIRY_TYPE_LABELS, inquiry.inquiryType)}</Field>
            {inquiry.source === 'portal' && <Field label="Request">{labelOf(PORTAL_INQUIRY_KIND_LABELS, inquiry.kind)}</Field>}
            {inquiry.amount !== null && <Field label="Amount">{formatMoney(inquiry.amount, { decimals: 0 })}</Field>}
            {inquiry.targetType && <Field label="About">{`${inquiry.targetType}${inquiry.targetId ? ` ${inquiry.targetId}` : ''}`}</Field>}
            <Field label="Sent from">{inquiry.ip ?? '—'}</Field>
            <Field label="Message" wide>
              <span className="whitespace-pre-line">{inquiry.message}</span>
            </Field>
            {inquiry.answeredAt && <Field label="Answered">{formatDateTime(inquiry.answeredAt)}</Field>}
            {inquiry.answerNote && (
              <Field label="Answer note" wide>
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
                label="How was it answered? (optional)"
                value={note}
                maxLength={ADMIN_INQUIRY_LIMITS.noteMax}
                onChange={(event) => setNote(event.target.value)}
                inputClassName="min-h-20"
              />
              {answer.isError && (
                <ErrorBox>
                  <p>{errorMessage(answer.error, ADMIN_INQUIRY_TEXTS.answerFailed)}</p>
                </ErrorBox>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={close} disabled={answer.isPending}>
                  Close
                </Button>
                <Button type="submit" busy={answer.isPending} busyText="Saving...">
                  Mark answered
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
