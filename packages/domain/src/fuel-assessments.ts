/**
 * Fuel price assessments (issue 18): the desk enters a daily price per metric ton for each fuel product at each port
 * (Admin › Fuel Prices); the portals show the latest of each (the board) on the Trading tab and Market Intelligence,
 * and the fuel order form shows the one for the chosen product and port as a reference.
 */
import { z } from 'zod';
import { pageQueryFields, wholeNumber } from './contracts';
import { optionalText } from './text';
import { amount, requiredMessage } from './trade-fields';
import { FUEL_ORIGIN_PORTS, TRADING_CURRENCIES, type FuelCommodity } from './trading';

/** The fuel order form's commodities the desk assesses; crude oil is quoted by the price service (Brent) instead. */
export const FUEL_ASSESSMENT_PRODUCTS = ['EN590', 'Jet A1', 'Fuel Oil'] as const satisfies readonly FuelCommodity[];
export type FuelAssessmentProduct = (typeof FUEL_ASSESSMENT_PRODUCTS)[number];

/** The ports are the fuel order form's origin ports. */
export const FUEL_ASSESSMENT_PORTS = FUEL_ORIGIN_PORTS;
export type FuelAssessmentPort = (typeof FUEL_ASSESSMENT_PORTS)[number];

export const FUEL_ASSESSMENT_LIMITS = {
  priceDecimals: 2,
  /** USD per metric ton: fuels trade in the hundreds; anything past this is a typing slip. */
  maxPrice: 100_000,
  note: 500,
  /** Days of history a user may ask for at once, and the default. */
  historyDays: 366,
  defaultHistoryDays: 90,
} as const;

/** Muscat keeps UTC+4 all year (no daylight saving): the desk's day turns at 20:00 UTC. */
const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Muscat as YYYY-MM-DD: the desk's calendar day. */
export const muscatToday = (now: number = Date.now()) => new Date(now + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);

/** An assessment is for a day that has begun in Muscat: today or earlier. */
export const isAssessmentDayAllowed = (day: string, now: number = Date.now()) => day <= muscatToday(now);

/** Whole days from one YYYY-MM-DD to a later one (0 on the same day). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** YYYY-MM-DD `days` before `day`. */
export const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export const FUEL_ASSESSMENT_ERROR_CODES = { exists: 'FUEL_ASSESSMENT_EXISTS' } as const;

/** The names of the fields, which composed validation messages ('Product is required') are read by. */
export const FUEL_ASSESSMENT_FIELD_LABELS = { product: 'Product', port: 'Port', day: 'Day' } as const;

export const FUEL_ASSESSMENT_TEXTS = {
  productOneOf: `Product must be one of: ${FUEL_ASSESSMENT_PRODUCTS.join(', ')}`,
  portOneOf: `Port must be one of: ${FUEL_ASSESSMENT_PORTS.join(', ')}`,
  dayInFuture: 'The day of an assessment cannot be in the future (Muscat time)',
  exists: (product: string, port: string, day: string) => `An assessment of ${product} at ${port} for ${day} already exists: edit it instead`,
  notFound: 'Fuel price assessment not found',
  deleted: 'Fuel price assessment deleted',
} as const;

const productSchema = z.enum(FUEL_ASSESSMENT_PRODUCTS, { error: requiredMessage(FUEL_ASSESSMENT_FIELD_LABELS.product, FUEL_ASSESSMENT_TEXTS.productOneOf) });
const portSchema = z.enum(FUEL_ASSESSMENT_PORTS, { error: requiredMessage(FUEL_ASSESSMENT_FIELD_LABELS.port, FUEL_ASSESSMENT_TEXTS.portOneOf) });

/**
 * POST /admin/fuel-assessments and PUT /admin/fuel-assessments/{id}: the whole assessment (a PUT replaces it).
 * The day is checked against a clock with fuelAssessmentInputAt.
 */
export const fuelAssessmentInputSchema = z
  .object({
    product: productSchema,
    port: portSchema,
    /** The Muscat calendar day the price is for. */
    day: z.iso.date({ error: requiredMessage(FUEL_ASSESSMENT_FIELD_LABELS.day, `${FUEL_ASSESSMENT_FIELD_LABELS.day} must be a date (YYYY-MM-DD)`) }),
    /** USD per metric ton. */
    price: amount('Price', FUEL_ASSESSMENT_LIMITS.priceDecimals, FUEL_ASSESSMENT_LIMITS.maxPrice),
    /** The basis of the price (FOB barge, 10 ppm) or any remark; blank is none. */
    note: optionalText('Note', FUEL_ASSESSMENT_LIMITS.note),
  })
  .strict();
export type FuelAssessmentInput = z.input<typeof fuelAssessmentInputSchema>;
export type ValidFuelAssessmentInput = z.output<typeof fuelAssessmentInputSchema>;

/** The input with its day not in the future on the given clock: the server's for the API, the browser's for the form. */
export const fuelAssessmentInputAt = (now: () => number) =>
  fuelAssessmentInputSchema.refine((input) => isAssessmentDayAllowed(input.day, now()), { path: ['day'], message: FUEL_ASSESSMENT_TEXTS.dayInFuture });

export const fuelAssessmentIdParamsSchema = z.object({ id: z.uuid('Fuel assessment id must be a valid id') });

/** GET /admin/fuel-assessments: the history, newest day first, of one product and/or port. */
export const fuelAssessmentListQuerySchema = z
  .object({ product: productSchema.optional(), port: portSchema.optional(), ...pageQueryFields })
  .strict();
export type FuelAssessmentListQuery = z.input<typeof fuelAssessmentListQuerySchema>;
export type ValidFuelAssessmentListQuery = z.output<typeof fuelAssessmentListQuerySchema>;

/** GET /api/v1/market/fuel-assessments/history: one product at one port, the last `days` days. */
export const fuelAssessmentHistoryQuerySchema = z
  .object({
    product: productSchema,
    port: portSchema,
    days: wholeNumber('days', 1, FUEL_ASSESSMENT_LIMITS.historyDays).default(FUEL_ASSESSMENT_LIMITS.defaultHistoryDays),
  })
  .strict();
export type FuelAssessmentHistoryQuery = z.input<typeof fuelAssessmentHistoryQuerySchema>;
export type ValidFuelAssessmentHistoryQuery = z.output<typeof fuelAssessmentHistoryQuerySchema>;

/* ------------------------------------------------------------ responses */

const currencySchema = z.enum(TRADING_CURRENCIES);

/** An assessment as the desk sees it (administrators). */
export const fuelAssessmentSchema = z
  .object({
    id: z.string(),
    product: z.enum(FUEL_ASSESSMENT_PRODUCTS),
    port: z.enum(FUEL_ASSESSMENT_PORTS),
    /** YYYY-MM-DD, Muscat calendar day. */
    day: z.string(),
    /** Per metric ton, in `currency`. */
    price: z.number(),
    currency: currencySchema,
    note: z.string().nullable(),
    /** The administrator who entered it (email null if the account is gone). */
    createdBy: z.object({ id: z.string(), email: z.string().nullable() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FuelAssessment' });
export type FuelAssessment = z.infer<typeof fuelAssessmentSchema>;

export const fuelAssessmentListSchema = z.object({
  assessments: z.array(fuelAssessmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type FuelAssessmentList = z.infer<typeof fuelAssessmentListSchema>;

export const fuelAssessmentDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The latest assessment of a product at a port, with the change from the one before it. */
export const fuelBoardEntrySchema = z
  .object({
    product: z.enum(FUEL_ASSESSMENT_PRODUCTS),
    port: z.enum(FUEL_ASSESSMENT_PORTS),
    day: z.string(),
    price: z.number(),
    currency: currencySchema,
    /** The desk's note on the price's basis. */
    basis: z.string().nullable(),
    /** The assessment before it (an earlier day), or null when this is the first. */
    previous: z.object({ day: z.string(), price: z.number() }).nullable(),
    /** price − previous price, and that in percent of the previous price (2 decimals); null without a previous one. */
    change: z.number().nullable(),
    changePercent: z.number().nullable(),
    /** Whole days from `day` to `today`: 0 for today's assessment. */
    ageDays: z.number().int(),
  })
  .meta({ id: 'FuelBoardEntry' });
export type FuelBoardEntry = z.infer<typeof fuelBoardEntrySchema>;

/** GET /api/v1/market/fuel-assessments: one entry per product and port that has an assessment, in product then port order. */
export const fuelAssessmentBoardSchema = z.object({
  /** Today in Muscat: what the ages count to. */
  today: z.string(),
  entries: z.array(fuelBoardEntrySchema),
});
export type FuelAssessmentBoard = z.infer<typeof fuelAssessmentBoardSchema>;

/** GET /api/v1/market/fuel-assessments/history: the daily prices, oldest first (days without an assessment are absent). */
export const fuelAssessmentHistorySchema = z.object({
  product: z.enum(FUEL_ASSESSMENT_PRODUCTS),
  port: z.enum(FUEL_ASSESSMENT_PORTS),
  currency: currencySchema,
  points: z.array(z.object({ day: z.string(), price: z.number() })),
});
export type FuelAssessmentHistory = z.infer<typeof fuelAssessmentHistorySchema>;
