import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEAL_LIMITS,
  makeOfferRequestSchema,
  orderRuleViolations,
  PAYMENT_TERM_LABELS,
  PAYMENT_TERMS,
  type Deal,
  type DealOffer,
  type MakeOfferInput,
} from '@ctp/domain';
import { ORDER_LOCATIONS, ORDER_TERMS, todayUtc } from '@ctp/domain/order-constants';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { locationLabel, termLabel } from '@/features/orders';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useMakeOffer } from '../api/make-offer';
import { dealTexts } from '../texts';

/** The form's values as typed (text), named as the request's fields so each message lands on its field. */
export interface OfferFormValues {
  unitPrice: string;
  quantity: string;
  deliveryDate: string;
  location: string;
  incoterm: string;
  paymentTerms: string;
  specifications: string;
  /** A local date and time (datetime-local); blank for the server's default validity. */
  validUntil: string;
  note: string;
}

/** The terms on the table (or the last offer made) as the counter-offer's starting point; validity and note start blank. */
export function offerFormValuesOf(offer: DealOffer | null | undefined): OfferFormValues {
  return {
    unitPrice: offer ? String(offer.unitPrice) : '',
    quantity: offer ? String(offer.quantity) : '',
    deliveryDate: offer?.deliveryDate ?? '',
    location: offer?.location ?? '',
    incoterm: offer?.incoterm ?? '',
    paymentTerms: offer?.paymentTerms ?? '',
    specifications: offer?.specifications ?? '',
    validUntil: '',
    note: '',
  };
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A datetime-local value as an ISO time in UTC; what cannot be read goes as typed, for the schema to refuse. */
function isoTimeOf(local: string): string | undefined {
  if (!local.trim()) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

/** The form's text as the API body (blank means not given); the shared schema then says what is wrong. */
function bodyOf(values: OfferFormValues): Record<string, unknown> {
  return {
    unitPrice: numberOrUndefined(values.unitPrice),
    quantity: numberOrUndefined(values.quantity),
    deliveryDate: values.deliveryDate || undefined,
    location: values.location || undefined,
    incoterm: values.incoterm || undefined,
    paymentTerms: values.paymentTerms || undefined,
    specifications: values.specifications,
    validUntil: isoTimeOf(values.validUntil),
    note: values.note,
  };
}

/**
 * The domain's offer schema with the order rules of the commodity's category (its locations, its terms for the
 * Incoterm, a delivery date not in the past), as the server checks them.
 */
const offerResolver = (category: Deal['commodity']['category']) =>
  zodResolver(
    z.preprocess(
      (form: OfferFormValues) => bodyOf(form),
      makeOfferRequestSchema.superRefine((offer, ctx) => {
        for (const broken of orderRuleViolations(category, { location: offer.location, terms: [offer.incoterm], deliveryDate: offer.deliveryDate })) {
          ctx.addIssue({ code: 'custom', path: [broken.field === 'terms' ? 'incoterm' : broken.field], message: broken.message });
        }
      }),
    ),
  ) as Resolver<OfferFormValues, unknown, MakeOfferInput>;

interface OfferFormDialogProps {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}

/** Make a counter-offer: prefilled from the offer on the table, checked as the server checks it before it is sent. */
export function OfferFormDialog({ deal, open, onOpenChange, onSent }: OfferFormDialogProps) {
  const makeOffer = useMakeOffer();
  const { text } = useTexts(dealTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={makeOffer.isPending}
      size="lg"
      title={text.offerForm.title}
      description={text.offerForm.description}
    >
      {/* A fresh form, prefilled from the latest terms, each time the dialog opens. */}
      {open && <OfferForm deal={deal} makeOffer={makeOffer} onCancel={() => onOpenChange(false)} onSent={onSent} />}
    </Dialog>
  );
}

interface OfferFormProps {
  deal: Deal;
  makeOffer: ReturnType<typeof useMakeOffer>;
  onCancel: () => void;
  onSent: () => void;
}

function OfferForm({ deal, makeOffer, onCancel, onSent }: OfferFormProps) {
  const category = deal.commodity.category;
  const unit = deal.commodity.unit;
  const resolver = useMemo(() => offerResolver(category), [category]);
  const { text, t } = useTexts(dealTexts);
  const paymentTermLabels = useDomainTable(PAYMENT_TERM_LABELS);
  const translate = useTranslateText();
  const fieldError = (message: string | undefined) => (message ? translate(message) : undefined);
  const defaults = offerFormValuesOf(deal.currentOffer ?? deal.offers.at(-1));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, MakeOfferInput>({ resolver, defaultValues: defaults });

  const onSubmit = handleSubmit((body) => makeOffer.mutate({ ...body, dealId: deal.id }, { onSuccess: onSent }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('offerForm.unitPrice', { unit })}
          required
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          error={fieldError(errors.unitPrice?.message)}
          {...register('unitPrice')}
        />
        <TextField
          label={t('offerForm.quantity', { unit })}
          required
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          error={fieldError(errors.quantity?.message)}
          {...register('quantity')} />
        <Select
          label={category === 'gold' ? text.offerForm.deliveryLocation : text.offerForm.originPort}
          required
          placeholder={text.offerForm.selectLocation}
          options={ORDER_LOCATIONS[category].map((value) => ({ value, label: locationLabel(value) }))}
          error={fieldError(errors.location?.message)}
          // A select takes its first value from the DOM (the form library's default does not reach it in every DOM).
          defaultValue={defaults.location}
          {...register('location')}
        />
        <Select
          label={text.offerForm.incoterm}
          required
          placeholder={text.offerForm.selectIncoterm}
          options={ORDER_TERMS[category].map((value) => ({ value, label: termLabel(category, value) }))}
          error={fieldError(errors.incoterm?.message)}
          defaultValue={defaults.incoterm}
          {...register('incoterm')}
        />
        <TextField
          label={text.offerForm.deliveryDate}
          required
          type="date"
          min={todayUtc()}
          error={fieldError(errors.deliveryDate?.message)}
          {...register('deliveryDate')} />
        <Select
          label={text.offerForm.paymentTerms}
          required
          placeholder={text.offerForm.selectPaymentTerms}
          options={PAYMENT_TERMS.map((value) => ({ value, label: paymentTermLabels[value] }))}
          error={fieldError(errors.paymentTerms?.message)}
          defaultValue={defaults.paymentTerms}
          {...register('paymentTerms')}
        />
        <TextField
          label={text.offerForm.validUntil}
          type="datetime-local"
          hint={t('offerForm.validityHint', { hours: DEAL_LIMITS.defaultOfferValidityHours, days: DEAL_LIMITS.maxOfferValidityDays })}
          error={fieldError(errors.validUntil?.message)}
          {...register('validUntil')}
        />
      </div>
      <TextArea
        label={text.offerForm.specifications}
        rows={3}
        inputClassName=""
        maxLength={DEAL_LIMITS.specifications}
        error={fieldError(errors.specifications?.message)}
        {...register('specifications')} />
      <TextArea
        label={
          <>
            {text.offerForm.note} <span className="font-normal text-slate-400">{text.decision.optional}</span>
          </>
        }
        rows={2}
        inputClassName=""
        maxLength={DEAL_LIMITS.note}
        error={fieldError(errors.note?.message)}
        {...register('note')}
      />
      <DialogActions error={makeOffer.error} errorText={text.failed.offerFailed} label={text.offerForm.send} busyLabel={text.offerForm.sending} busy={makeOffer.isPending} onCancel={onCancel} />
    </form>
  );
}
