import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_LOCATIONS, ORDER_PRIORITIES, ORDER_PRIORITY_LABELS, ORDER_TERMS, todayUtc } from '@ctp/domain/order-constants';
import { FUEL_COMMODITIES, type CommodityCategory } from '@ctp/domain/trading';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FieldGroup } from '@/components/ui/field-frame';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { FuelAssessmentReference } from '@/features/fuel-prices';
import { errorMessage } from '@/lib/api-client';
import { useCreateOrder } from '../api/create-order';
import { useCommodities } from '../api/get-commodities';
import { createOrderSchemaFor, type CreateOrderRequest, type Order, type OrderSide } from '../api/order-model';
import { useUpdateOrder } from '../api/update-order';
import { locationLabel, termLabel } from '../order-format';
import { EMPTY_ORDER_FORM, type OrderFormValues } from '../order-prefill';
import { ordersTexts } from '../texts';
import { useTexts } from '@/lib/i18n/texts';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';

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

/** The form's text values as the API body (blank means not given); the shared schema then says what is wrong. */
function bodyOf(values: OrderFormValues, commodityId: string): Record<string, unknown> {
  return {
    commodityId: commodityId || undefined,
    quantity: numberOrUndefined(values.quantity),
    priceRange: { min: numberOrUndefined(values.priceRange.min), max: numberOrUndefined(values.priceRange.max) },
    location: values.location || undefined,
    terms: values.terms,
    deliveryDate: values.deliveryDate || undefined,
    specifications: values.specifications.trim() || undefined,
    priority: values.priority,
    urgent: values.urgent,
    flexibility: {
      quantity: numberOrUndefined(values.flexibility.quantity) ?? 0,
      price: numberOrUndefined(values.flexibility.price) ?? 0,
      location: values.flexibility.location,
      terms: values.flexibility.terms,
    },
  };
}

/**
 * The form checked with the shared order schema and the order rules of the category (as the server
 * checks them): the form's fields have the request's names, so each message lands on its field.
 * Gold has one commodity, which the form takes without asking.
 */
const orderFormResolver = (category: CommodityCategory, goldId: string) =>
  zodResolver(
    z.preprocess((form: OrderFormValues) => bodyOf(form, category === 'gold' ? goldId : form.commodityId), createOrderSchemaFor(category)),
  ) as Resolver<OrderFormValues, unknown, CreateOrderRequest>;

/**
 * The gold or fuel dialog of the Trading tab (a buy request) and the Selling Center (a listing): one
 * form (react-hook-form), checked with the shared order schema and rules before it is sent; the server
 * checks the same.
 */
export function OrderFormDialog(props: OrderFormDialogProps) {
  const { open, onOpenChange } = props;
  const { text, t } = useTexts(ordersTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={props.editing ? t('dialog.editTitle', { number: props.editing.orderNumber }) : text.dialog.titles[props.category][props.side]}
      description={props.side === 'buy' ? text.dialog.buyDescription : text.dialog.sellDescription}
    >
      {open && <OrderForm {...props} />}
    </Dialog>
  );
}

function OrderForm({ side, category, initial, editing, onOpenChange }: OrderFormDialogProps) {
  const [created, setCreated] = useState<Order | null>(null);
  const { text: words, t } = useTexts(ordersTexts);
  const text = words.dialog;
  const priorityLabels = useDomainTable(ORDER_PRIORITY_LABELS);
  const translate = useTranslateText();
  const fieldError = (message: string | undefined) => (message === undefined ? undefined : translate(message));
  const commodities = useCommodities();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const mutation = editing ? update : create;
  const unit = category === 'gold' ? 'oz' : 'MT';
  const termsId = useId();
  const defaults = initial ?? EMPTY_ORDER_FORM;

  const choices = useMemo(() => {
    const list = commodities.data ?? [];
    if (category === 'gold') return list.filter((c) => c.category === 'gold' && c.isActive);
    // The fuel dialog's order (EN590, Jet A1, Crude Oil, Fuel Oil).
    return FUEL_COMMODITIES.flatMap((name) => list.filter((c) => c.category === 'fuel' && c.isActive && c.name === name));
  }, [commodities.data, category]);
  const resolver = useMemo(() => orderFormResolver(category, choices[0]?.id ?? ''), [category, choices]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<OrderFormValues, unknown, CreateOrderRequest>({ resolver, defaultValues: defaults });
  const [chosenCommodityId, chosenLocation] = useWatch({ control, name: ['commodityId', 'location'] });

  const onSubmit = handleSubmit((body) => {
    const onSuccess = (order: Order) => setCreated(order);
    if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess });
    else create.mutate(body, { onSuccess });
  });

  if (created) {
    return (
      <div className="space-y-5">
        <SuccessBox heading={editing ? text.changesSaved : side === 'buy' ? text.requestSubmitted : text.listingSubmitted}>
          {side === 'buy'
            ? t('dialog.requestReceived', { number: created.orderNumber })
            : t('dialog.listingReceived', { number: created.orderNumber })}
        </SuccessBox>
        <div className="flex justify-end">
          <Button onClick={() => onOpenChange(false)}>{text.done}</Button>
        </div>
      </div>
    );
  }

  const locationText = category === 'gold' ? text.deliveryLocation : text.originPort;
  const termsText = category === 'gold' ? text.terms : text.deliveryMode;
  const priceText = category === 'gold' ? text.goldPriceRange : text.fuelPriceRange;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {mutation.isError && (
        <ErrorBox>{errorMessage(mutation.error, side === 'buy' ? words.submitRequestFailed : words.submitListingFailed)}</ErrorBox>
      )}
      {commodities.isError && <ErrorBox>{errorMessage(commodities.error, words.commoditiesFailed)}</ErrorBox>}
      {category === 'fuel' && (
        <Select
          label={text.commodity}
          required
          placeholder={text.selectCommodity}
          options={choices.map((c) => ({ value: c.id, label: c.name }))}
          error={fieldError(errors.commodityId?.message)}
          // A select takes its first value from the DOM (the form library's default does not reach it in every DOM).
          defaultValue={defaults.commodityId}
          {...register('commodityId')}
        />
      )}
      {category === 'gold' && errors.commodityId && <ErrorBox>{fieldError(errors.commodityId.message)}</ErrorBox>}
      <TextField
        label={t('dialog.quantity', { unit })}
        required
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        error={fieldError(errors.quantity?.message)}
        {...register('quantity')}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-200">{priceText}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.minimumPrice}
            required
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            error={fieldError(errors.priceRange?.min?.message ?? errors.priceRange?.message)}
            {...register('priceRange.min')}
          />
          <TextField
            label={text.maximumPrice}
            required
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            error={fieldError(errors.priceRange?.max?.message)}
            {...register('priceRange.max')}
          />
        </div>
        {category === 'fuel' && <FuelAssessmentReference product={choices.find((c) => c.id === chosenCommodityId)?.name} port={chosenLocation} />}
      </fieldset>
      <Select
        label={locationText}
        required
        placeholder={category === 'gold' ? text.selectDeliveryLocation : text.selectOriginPort}
        options={ORDER_LOCATIONS[category].map((value) => ({ value, label: locationLabel(value) }))}
        error={fieldError(errors.location?.message)}
        defaultValue={defaults.location}
        {...register('location')}
      />
      <FieldGroup id={termsId} legend={termsText} required error={fieldError(errors.terms?.message)}>
        <div className="grid gap-2 sm:grid-cols-2">
          {ORDER_TERMS[category].map((term) => (
            <Checkbox key={term} label={termLabel(category, term)} value={term} {...register('terms')} />
          ))}
        </div>
      </FieldGroup>
      <TextField label={text.deliveryDate} required type="date" min={todayUtc()} error={fieldError(errors.deliveryDate?.message)} {...register('deliveryDate')} />
      <TextArea
        label={category === 'gold' ? text.goldSpecifications : text.fuelSpecifications}
        rows={3}
        error={fieldError(errors.specifications?.message)}
        {...register('specifications')}
      />
      <details className="rounded-lg border border-white/10 px-4 py-3">
        <summary className="cursor-pointer text-sm font-medium text-gold-300">{text.advanced}</summary>
        <div className="mt-4 space-y-4">
          <Select
            label={text.priority}
            options={ORDER_PRIORITIES.map((value) => ({ value, label: priorityLabels[value] }))}
            error={fieldError(errors.priority?.message)}
            defaultValue={defaults.priority}
            {...register('priority')}
          />
          <Checkbox label={text.urgent} {...register('urgent')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={text.quantityFlexibility}
              type="number"
              min="0"
              max="100"
              error={fieldError(errors.flexibility?.quantity?.message)}
              {...register('flexibility.quantity')}
            />
            <TextField label={text.priceFlexibility} type="number" min="0" max="100" error={fieldError(errors.flexibility?.price?.message)} {...register('flexibility.price')} />
          </div>
          <Checkbox label={text.flexibleLocation} {...register('flexibility.location')} />
          <Checkbox label={text.flexibleTerms} {...register('flexibility.terms')} />
        </div>
      </details>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {text.cancel}
        </Button>
        <Button type="submit" busy={mutation.isPending} busyText={text.submitting}>
          {editing ? text.saveChanges : side === 'buy' ? text.submitRequest : text.submitListing}
        </Button>
      </div>
    </form>
  );
}
