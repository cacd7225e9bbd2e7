import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTAL_INQUIRY_LIMITS,
  PORTAL_INQUIRY_TEXTS,
  contactSalesFieldsSchema,
  expressInterestFieldsSchema,
  proposalFieldsSchema,
  type PortalInquiryCreated,
  type PortalInquiryRequest,
} from '@ctp/domain/inquiries';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { TextField } from '@/components/ui/field';
import { TextArea } from '@/components/ui/text-area';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useSubmitPortalInquiry } from '../api/submit-portal-inquiry';
import type { Language } from '@ctp/domain/languages';
import { inLanguage } from '@ctp/domain/translations';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { inquiriesTexts } from '../texts';

/** What the form asks for: an interest in an opportunity, a proposal for a project, or a call from sales. */
export type RequestFormTarget =
  | { kind: 'express-interest'; targetId: string; title: string; minimum: number }
  | { kind: 'proposal'; targetId: string; title: string; maximum: number }
  | { kind: 'contact-sales' };

interface RequestFields {
  amount?: number | undefined;
  message?: string | undefined;
}

const usd = (value: number) => formatMoney(value, { decimals: 0 });

/** The shared field rules, narrowed by what the target accepts (the server checks the same). */
function schemaFor(target: RequestFormTarget, language: Language): z.ZodType<RequestFields, RequestFields> {
  // The form's own messages, in the reader's language.
  const texts = inLanguage(PORTAL_INQUIRY_TEXTS, language);
  switch (target.kind) {
    case 'express-interest':
      return expressInterestFieldsSchema.refine((v) => v.amount >= target.minimum, {
        message: texts.belowOpportunityMinimum(target.minimum),
        path: ['amount'],
      });
    case 'proposal':
      return proposalFieldsSchema.refine((v) => v.amount <= target.maximum, {
        message: texts.aboveSeekingAmount(target.maximum),
        path: ['amount'],
      });
    case 'contact-sales':
      return contactSalesFieldsSchema;
  }
}

/** A few round amounts to pick from: the minimum and a few multiples, within what the target takes. */
function quickAmounts(target: RequestFormTarget): number[] {
  if (target.kind === 'express-interest') {
    return [1, 2, 4].map((m) => target.minimum * m).filter((a) => a <= PORTAL_INQUIRY_LIMITS.maxAmountUsd);
  }
  if (target.kind === 'proposal') {
    // Round shares of the raise to a figure a person would offer: whole millions above $10M.
    const roundTo = (value: number) => (value >= 10_000_000 ? Math.round(value / 1_000_000) * 1_000_000 : Math.round(value / 100_000) * 100_000);
    const candidates = [0.1, 0.25, 0.5, 1].map((share) => (share === 1 ? target.maximum : roundTo(target.maximum * share)));
    return [...new Set(candidates.filter((a) => a >= PORTAL_INQUIRY_LIMITS.minAmountUsd))];
  }
  return [];
}

function toRequest(target: RequestFormTarget, fields: RequestFields): PortalInquiryRequest {
  const message = fields.message;
  switch (target.kind) {
    case 'express-interest':
      return { kind: 'express-interest', targetId: target.targetId, amount: fields.amount ?? Number.NaN, message };
    case 'proposal':
      return { kind: 'proposal', targetId: target.targetId, amount: fields.amount ?? Number.NaN, message: message ?? '' };
    case 'contact-sales':
      return { kind: 'contact-sales', message };
  }
}

interface RequestFormProps {
  target: RequestFormTarget;
  /** Called by 'Done' after a confirmed request, and by 'Cancel'. */
  onClose: () => void;
  onCancel?: () => void;
}

/**
 * The short form behind Express Interest, Submit Proposal and Contact Sales: an amount where one is
 * asked for and a message, validated with the shared schemas, then a confirmation from the server.
 */
export function RequestForm({ target, onClose, onCancel }: RequestFormProps) {
  const { text, t, language } = useTexts(inquiriesTexts);
  const translate = useTranslateText();
  const schema = useMemo(() => schemaFor(target, language), [target, language]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<RequestFields, unknown, RequestFields>({
    resolver: zodResolver(schema),
    defaultValues: target.kind === 'express-interest' ? { amount: target.minimum, message: '' } : { message: '' },
    mode: 'onTouched',
  });
  const submit = useSubmitPortalInquiry();
  const [answer, setAnswer] = useState<PortalInquiryCreated | null>(null);
  const amount = useWatch({ control, name: 'amount' });
  const labels = text.labels[target.kind];
  const asksAmount = target.kind !== 'contact-sales';

  const onSubmit = handleSubmit(async (fields) => {
    try {
      setAnswer(await submit.mutateAsync(toRequest(target, fields)));
    } catch (error) {
      // The server's field messages (400 details) go next to their fields.
      if (error instanceof ApiError && error.status === 400 && Array.isArray(error.details)) {
        for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
          if ((detail.path === 'amount' || detail.path === 'message') && typeof detail.message === 'string') {
            setError(detail.path, { type: 'server', message: detail.message });
          }
        }
      }
    }
  });

  if (answer) {
    return (
      <div className="space-y-5">
        <SuccessBox heading={answer.created ? text.requestReceived : text.alreadyRequested}>{translate(answer.message)}</SuccessBox>
        <dl className="grid gap-3 rounded-xl border border-white/5 bg-ink-950/40 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs tracking-wide text-slate-400 uppercase">{text.reference}</dt>
            <dd className="mt-0.5 font-mono text-xs text-slate-200">{answer.inquiry.id.slice(0, 8).toUpperCase()}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-slate-400 uppercase">{text.subject}</dt>
            <dd className="mt-0.5 text-slate-100">{answer.inquiry.subject}</dd>
          </div>
          {answer.inquiry.amount !== null && (
            <div>
              <dt className="text-xs tracking-wide text-slate-400 uppercase">{text.amount}</dt>
              <dd className="mt-0.5 text-slate-100 tabular-nums">{usd(answer.inquiry.amount)}</dd>
            </div>
          )}
        </dl>
        <div className="flex justify-end">
          <Button onClick={onClose}>{text.done}</Button>
        </div>
      </div>
    );
  }

  const serverError =
    submit.isError && !(submit.error instanceof ApiError && submit.error.status === 400 && Object.keys(errors).length > 0)
      ? errorMessage(submit.error, inLanguage(PORTAL_INQUIRY_TEXTS, language).submitFailed)
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      {asksAmount && (
        <div>
          <TextField
            label={labels.amount}
            type="number"
            inputMode="numeric"
            min={target.kind === 'express-interest' ? target.minimum : PORTAL_INQUIRY_LIMITS.minAmountUsd}
            max={target.kind === 'proposal' ? target.maximum : PORTAL_INQUIRY_LIMITS.maxAmountUsd}
            step={100_000}
            required
            error={errors.amount?.message === undefined ? undefined : translate(errors.amount.message)}
            hint={
              target.kind === 'express-interest'
                ? t('minimumHint', { amount: usd(target.minimum) })
                : t('rangeHint', { minimum: usd(PORTAL_INQUIRY_LIMITS.minAmountUsd), maximum: usd(target.maximum) })
            }
            {...register('amount', { valueAsNumber: true })}
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {quickAmounts(target).map((value) => (
              <button
                key={value}
                type="button"
                onClick={() => setValue('amount', value, { shouldValidate: true, shouldTouch: true })}
                className={cx(
                  'rounded-full border px-3 py-1 text-xs font-medium tabular-nums transition',
                  amount === value ? 'border-gold-400 bg-gold-500/15 text-gold-200' : 'border-white/10 text-slate-300 hover:border-gold-500/50 hover:text-white',
                )}
              >
                {usd(value)}
              </button>
            ))}
            {typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && (
              <span className="ms-auto text-xs text-slate-400 tabular-nums">= {usd(amount)}</span>
            )}
          </div>
        </div>
      )}
      <TextArea
        label={labels.message}
        required={target.kind === 'proposal'}
        maxLength={PORTAL_INQUIRY_LIMITS.message}
        error={errors.message?.message === undefined ? undefined : translate(errors.message.message)}
        hint={text.hints[target.kind]}
        {...register('message')}
      />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-white/5 pt-4">
        <Button variant="ghost" onClick={onCancel ?? onClose}>
          {text.cancel}
        </Button>
        <Button type="submit" busy={submit.isPending} busyText={labels.busy}>
          <Send aria-hidden="true" className="size-4" />
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
