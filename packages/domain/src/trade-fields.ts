/**
 * Field rules shared by the contract and the order schemas (./contracts, ./orders): one wording of each
 * message, one check of the decimals a stored amount can hold (decision 003).
 */
import { z } from 'zod';

/** Digits after the decimal point of a finite number as JavaScript prints it. */
export function decimalsOf(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/** A field's error: "{label} is required" when it is missing, `otherwise` when it is there but wrong. */
export const requiredMessage = (label: string, otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : otherwise;

/** A positive quantity or price with at most `decimals` decimals, up to `max`. */
export const amount = (label: string, decimals: number, max: number) =>
  z
    .number({ error: requiredMessage(label, `${label} must be a number`) })
    .positive(`${label} must be greater than 0`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
    .refine((v) => decimalsOf(v) <= decimals, `${label} may have at most ${decimals} decimals`);

/** The id of a record the request names (a commodity, a party). */
export const requiredId = (label: string) => z.uuid({ error: requiredMessage(label, `${label} must be a valid id`) });

/** YYYY-MM-DD; "not in the past" is checked by the server on its own clock (and by forms with isDeliveryDateAllowed). */
export const deliveryDateSchema = z.iso.date({ error: requiredMessage('Delivery date', 'Delivery date must be a date (YYYY-MM-DD)') });

/** An update body must change at least one field (PUT of a contract or an order). */
export const changesSomething = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);
