import { z } from 'zod';
import { PRICE_INSTRUMENTS, PRICE_SYMBOLS, toPriceSymbol, type PriceSymbol } from './price-constants';

/**
 * Price alerts (issue 14): a user asks to be told when a symbol goes above or below a level, or moves more than a
 * percentage in a day against the previous daily close. Each crossing notifies once; the alert re-arms only after the
 * price crosses back.
 */
export const PRICE_ALERT_CONDITIONS = ['above', 'below', 'daily_change'] as const;
export type PriceAlertCondition = (typeof PRICE_ALERT_CONDITIONS)[number];

/** Enough for every symbol and several levels each; a cap keeps each quote refresh's check cheap. */
export const MAX_PRICE_ALERTS_PER_USER = 50;
/** A daily move is a percentage of the previous close: more than 100 % down is impossible. */
export const MAX_DAILY_CHANGE_PERCENT = 100;

export const PRICE_ALERT_ERROR_CODES = { tooMany: 'PRICE_ALERT_LIMIT' } as const;

export const PRICE_ALERT_CONDITION_LABELS = {
  above: 'Goes above',
  below: 'Goes below',
  daily_change: 'Moves in a day by (%)',
} as const satisfies Record<PriceAlertCondition, string>;

const formatLevel = (symbol: PriceSymbol, level: number) =>
  `${level.toLocaleString('en-US', { maximumFractionDigits: 4 })} ${PRICE_INSTRUMENTS[symbol].currency}`;
const formatPercent = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;

export const PRICE_ALERT_TEXTS = {
  unknownSymbol: `Symbol must be one of ${PRICE_SYMBOLS.join(', ')}`,
  levelRequired: 'Level must be a number',
  levelPositive: 'Level must be greater than 0',
  percentTooLarge: `A daily change must be at most ${MAX_DAILY_CHANGE_PERCENT}%`,
  tooMany: `You can keep at most ${MAX_PRICE_ALERTS_PER_USER} price alerts. Delete one to add another.`,
  notFound: 'No such price alert',
  deleted: 'Price alert deleted',
  /** How an alert reads in lists: "Gold goes above 2,500 USD". */
  describe: (alert: { symbol: PriceSymbol; condition: PriceAlertCondition; level: number }) => {
    const name = PRICE_INSTRUMENTS[alert.symbol].name;
    if (alert.condition === 'daily_change') return `${name} moves more than ${alert.level}% in a day`;
    return `${name} goes ${alert.condition} ${formatLevel(alert.symbol, alert.level)}`;
  },
  /** The notification when an alert fires. */
  crossedTitle: (symbol: PriceSymbol, condition: PriceAlertCondition, level: number) =>
    condition === 'daily_change'
      ? `${PRICE_INSTRUMENTS[symbol].name} moved more than ${level}% today`
      : `${PRICE_INSTRUMENTS[symbol].name} is ${condition} ${formatLevel(symbol, level)}`,
  crossedBody: (symbol: PriceSymbol, price: number, changePercent: number) =>
    `${PRICE_INSTRUMENTS[symbol].name} is at ${formatLevel(symbol, price)} (${formatPercent(changePercent)} on the previous close). ` +
    'The alert is quiet until the price crosses back.',
  listTitle: 'Price alerts',
  listIntro: 'Be told in the portal and by email when a price crosses a level. Each crossing notifies once.',
  empty: 'No price alerts yet.',
  add: 'Add alert',
  delete: 'Delete',
  armed: 'Armed',
  triggered: 'Triggered, waiting for the price to cross back',
  loadFailed: 'Failed to load price alerts',
} as const;

/** Symbols in any case, like the price API (xau is XAU). */
const alertSymbolSchema = z
  .string({ error: PRICE_ALERT_TEXTS.unknownSymbol })
  .transform((value) => toPriceSymbol(value) ?? value)
  .pipe(z.enum(PRICE_SYMBOLS, { error: PRICE_ALERT_TEXTS.unknownSymbol }));

/** POST /api/v1/price-alerts. A level is a price for above/below and a percentage (0 < p ≤ 100) for daily_change. */
export const newPriceAlertSchema = z
  .object({
    symbol: alertSymbolSchema,
    condition: z.enum(PRICE_ALERT_CONDITIONS, { error: `Condition must be one of ${PRICE_ALERT_CONDITIONS.join(', ')}` }),
    level: z.number({ error: PRICE_ALERT_TEXTS.levelRequired }).finite(PRICE_ALERT_TEXTS.levelRequired).positive(PRICE_ALERT_TEXTS.levelPositive),
  })
  .strict()
  .superRefine((alert, ctx) => {
    if (alert.condition === 'daily_change' && alert.level > MAX_DAILY_CHANGE_PERCENT) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: PRICE_ALERT_TEXTS.percentTooLarge });
    }
  });
export type NewPriceAlert = z.input<typeof newPriceAlertSchema>;
export type ValidNewPriceAlert = z.output<typeof newPriceAlertSchema>;

/** The form edits the level as text; the schema above checks what it turns into. */
export const priceAlertFormSchema = z.object({
  symbol: z.string(),
  condition: z.string(),
  level: z.string().trim().min(1, PRICE_ALERT_TEXTS.levelRequired),
});
export type PriceAlertForm = z.infer<typeof priceAlertFormSchema>;

export const priceAlertSchema = z
  .object({
    id: z.string(),
    symbol: z.enum(PRICE_SYMBOLS),
    condition: z.enum(PRICE_ALERT_CONDITIONS),
    level: z.number(),
    /** False from a crossing until the price crosses back: a triggered alert stays quiet meanwhile. */
    armed: z.boolean(),
    lastTriggeredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PriceAlert' });
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const priceAlertListSchema = z.object({
  alerts: z.array(priceAlertSchema),
  /** How many a user may keep. */
  max: z.number().int(),
});
export type PriceAlertList = z.infer<typeof priceAlertListSchema>;

export const priceAlertIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const priceAlertDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
