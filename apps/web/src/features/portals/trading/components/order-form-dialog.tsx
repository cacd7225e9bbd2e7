import { ORDER_LOCATIONS, ORDER_PRIORITIES, ORDER_PRIORITY_LABELS, ORDER_TERMS, todayUtc } from '@ctp/domain/order-constants';
import { FUEL_COMMODITIES, type CommodityCategory } from '@ctp/domain/trading';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ErrorBox, SuccessBox } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { TextField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';
import { PortalDialog } from '../../components/portal-dialog';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../inquiries/components/text-area-field';
import { useCommodities } from '../api/get-commodities';
import { useCreateOrder } from '../api/create-order';
import { createOrderSchemaFor, type CreateOrderRequest, type Order, type OrderSide } from '../api/order-model';
import { useUpdateOrder } from '../api/update-order';
import { locationLabel, termLabel } from '../order-format';
import { EMPTY_ORDER_FORM, type OrderFormValues } from '../order-prefill';

interface OrderFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: OrderSide;
  category: CommodityCategory;
  /** Prefilled values (Trade Again, Sell Similar, Edit). */
  initial?: OrderFormValues | undefined;
  /** Editing this order (PUT) instead of creating one. */
  editing?: Order | undefined;
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form's text values as the API body; the shared schema then says what is wrong. */
function bodyOf(values: OrderFormValues): Record<string, unknown> {
  return {
    commodityId: values.commodityId || undefined,
    quantity: numberOrUndefined(values.quantity),
    priceRange: { min: numberOrUndefined(values.priceMin), max: numberOrUndefined(values.priceMax) },
    location: values.location || undefined,
    terms: values.terms,
    deliveryDate: values.deliveryDate || undefined,
    specifications: values.specifications.trim() || undefined,
    priority: values.priority,
    urgent: values.urgent,
    flexibility: {
      quantity: numberOrUndefined(values.flexQuantity) ?? 0,
      price: numberOrUndefined(values.flexPrice) ?? 0,
      location: values.flexLocation,
      terms: values.flexTerms,
    },
  };
}

/**
 * The gold or fuel dialog of the Trading tab (a buy request) and the Selling Center (a listing): one
 * form, checked with the shared order schema before it is sent; the server checks the same rules.
 */
export function OrderFormDialog(props: OrderFormDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <PortalDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={dialogTitle(props)}
      description={props.side === 'buy' ? 'Your request goes to our trading desk for approval before matching.' : 'Your listing is reviewed by our trading desk before it is published.'}
    >
      {open && <OrderForm {...props} />}
    </PortalDialog>
  );
}

function dialogTitle({ side, category, editing }: OrderFormDialogProps) {
  const commodity = category === 'gold' ? 'Gold' : 'Fuel';
  if (editing) return `Edit ${editing.orderNumber}`;
  return side === 'buy' ? `${commodity} Trade Request` : `${commodity} Selling Listing`;
}

function OrderForm({ side, category, initial, editing, onOpenChange }: OrderFormDialogProps) {
  const [values, setValues] = useState<OrderFormValues>(initial ?? EMPTY_ORDER_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Order | null>(null);
  const commodities = useCommodities();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const mutation = editing ? update : create;
  const unit = category === 'gold' ? 'oz' : 'MT';
  const termsId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const choices = useMemo(() => {
    const list = commodities.data ?? [];
    if (category === 'gold') return list.filter((c) => c.category === 'gold' && c.isActive);
    // The fuel dialog's order (EN590, Jet A1, Crude Oil, Fuel Oil).
    return FUEL_COMMODITIES.flatMap((name) => list.filter((c) => c.category === 'fuel' && c.isActive && c.name === name));
  }, [commodities.data, category]);
  // Gold has one commodity; the form takes it without asking.
  const commodityId = category === 'gold' ? (choices[0]?.id ?? '') : values.commodityId;

  const set = <K extends keyof OrderFormValues>(key: K, value: OrderFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const toggleTerm = (term: string) =>
    set('terms', values.terms.includes(term) ? values.terms.filter((t) => t !== term) : [...values.terms, term]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOrderSchemaFor(category).safeParse(bodyOf({ ...values, commodityId }));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        next[key] ??= issue.message;
      }
      setErrors(next);
      // Take the user to the first field to fix once the messages are drawn.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const body: CreateOrderRequest = parsed.data;
    const onSuccess = (order: Order) => setCreated(order);
    if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  if (created) {
    return (
      <div className="space-y-5">
        <SuccessBox heading={editing ? 'Changes saved' : side === 'buy' ? 'Request submitted' : 'Listing submitted'}>
          {side === 'buy'
            ? `Your request ${created.orderNumber} has been received and awaits approval by our trading desk.`
            : `Your listing ${created.orderNumber} is under review and will be published once approved.`}
        </SuccessBox>
        <div className="flex justify-end">
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </div>
    );
  }

  const locationText = category === 'gold' ? 'Delivery location' : 'Origin port';
  const termsText = category === 'gold' ? 'Terms' : 'Delivery mode';
  const priceText = category === 'gold' ? 'Price range (USD/oz)' : 'Target price range (USD/MT)';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {mutation.isError && (
        <ErrorBox>{errorMessage(mutation.error, side === 'buy' ? 'Failed to submit trade request' : 'Failed to submit listing')}</ErrorBox>
      )}
      {commodities.isError && <ErrorBox>{errorMessage(commodities.error, 'Failed to load commodities')}</ErrorBox>}
      {category === 'fuel' && (
        <SelectField
          label="Commodity"
          required
          placeholder="Select a commodity"
          options={choices.map((c) => ({ value: c.id, label: c.name }))}
          value={values.commodityId}
          onChange={(event) => set('commodityId', event.target.value)}
          error={errors.commodityId}
        />
      )}
      {category === 'gold' && errors.commodityId && <ErrorBox>{errors.commodityId}</ErrorBox>}
      <TextField
        label={`Quantity (${unit})`}
        required
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        value={values.quantity}
        onChange={(event) => set('quantity', event.target.value)}
        error={errors.quantity}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-200">{priceText}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Minimum price"
            required
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={values.priceMin}
            onChange={(event) => set('priceMin', event.target.value)}
            error={errors['priceRange.min'] ?? errors.priceRange}
          />
          <TextField
            label="Maximum price"
            required
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={values.priceMax}
            onChange={(event) => set('priceMax', event.target.value)}
            error={errors['priceRange.max']}
          />
        </div>
      </fieldset>
      <SelectField
        label={locationText}
        required
        placeholder={`Select ${locationText.toLowerCase()}`}
        options={ORDER_LOCATIONS[category].map((value) => ({ value, label: locationLabel(value) }))}
        value={values.location}
        onChange={(event) => set('location', event.target.value)}
        error={errors.location}
      />
      <fieldset aria-describedby={errors.terms ? termsId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-200 after:ml-0.5 after:text-gold-400 after:content-['*']">{termsText}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ORDER_TERMS[category].map((term) => (
            <Checkbox key={term} label={termLabel(category, term)} checked={values.terms.includes(term)} onChange={() => toggleTerm(term)} />
          ))}
        </div>
        {errors.terms && (
          <p id={termsId} className="mt-1.5 text-xs text-red-300">
            {errors.terms}
          </p>
        )}
      </fieldset>
      <TextField
        label="Delivery date"
        required
        type="date"
        min={todayUtc()}
        value={values.deliveryDate}
        onChange={(event) => set('deliveryDate', event.target.value)}
        error={errors.deliveryDate}
      />
      <TextAreaField
        label={category === 'gold' ? 'Additional specifications' : 'Additional requirements'}
        rows={3}
        value={values.specifications}
        onChange={(event) => set('specifications', event.target.value)}
        error={errors.specifications}
      />
      <details className="rounded-lg border border-white/10 px-4 py-3">
        <summary className="cursor-pointer text-sm font-medium text-gold-300">Advanced</summary>
        <div className="mt-4 space-y-4">
          <SelectField
            label="Priority"
            options={ORDER_PRIORITIES.map((value) => ({ value, label: ORDER_PRIORITY_LABELS[value] }))}
            value={values.priority}
            onChange={(event) => set('priority', event.target.value as OrderFormValues['priority'])}
            error={errors.priority}
          />
          <Checkbox label="Urgent" checked={values.urgent} onChange={(event) => set('urgent', event.target.checked)} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Quantity flexibility (%)"
              type="number"
              min="0"
              max="100"
              value={values.flexQuantity}
              onChange={(event) => set('flexQuantity', event.target.value)}
              error={errors['flexibility.quantity']}
            />
            <TextField
              label="Price flexibility (%)"
              type="number"
              min="0"
              max="100"
              value={values.flexPrice}
              onChange={(event) => set('flexPrice', event.target.value)}
              error={errors['flexibility.price']}
            />
          </div>
          <Checkbox label="Flexible on location" checked={values.flexLocation} onChange={(event) => set('flexLocation', event.target.checked)} />
          <Checkbox label="Flexible on terms" checked={values.flexTerms} onChange={(event) => set('flexTerms', event.target.checked)} />
        </div>
      </details>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" busy={mutation.isPending} busyText="Submitting...">
          {editing ? 'Save Changes' : side === 'buy' ? 'Submit Request' : 'Submit Listing'}
        </Button>
      </div>
    </form>
  );
}
