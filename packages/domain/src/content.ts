import { z } from 'zod';
import { pageQueryFields } from './contracts';
import { capitalProjectSchema, investmentIdParamsSchema, investmentOpportunitySchema } from './investments';
import { marketAlertSchema, newMarketAlertSchema } from './market-intelligence';

/**
 * The desk's content (issue 18): market alerts, streaming and royalty opportunities and projects seeking capital,
 * written, previewed, published and withdrawn by administrators under /admin/content. The portals read published
 * items only. `example` marks the fictional records of the development seed; only the seed sets it.
 */

/** A draft is seen by administrators only; a published item by every signed-in user. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The kinds of content, as the URL segments under /admin/content name them. */
export const CONTENT_KINDS = ['alerts', 'opportunities', 'projects'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_TEXTS = {
  alertNotFound: 'Market alert not found',
  alreadyPublished: 'This item is already published',
  notPublished: 'This item is not published',
  deleted: 'Deleted',
  exampleTakesNoInquiries: 'This is an example with fictional data for demonstration; it takes no inquiries',
  chooseStatus: `Status must be one of: ${CONTENT_STATUSES.join(', ')}`,
} as const;

export const CONTENT_ERROR_CODES = {
  alreadyPublished: 'CONTENT_ALREADY_PUBLISHED',
  notPublished: 'CONTENT_NOT_PUBLISHED',
  example: 'CONTENT_IS_EXAMPLE',
} as const;

/**
 * What the desk sees beside an item's fields. `publishedAt` is set by each publication; a draft never published has
 * none, and a withdrawn one keeps the time it was last published.
 */
const contentStateFields = {
  contentStatus: z.enum(CONTENT_STATUSES),
  example: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
};

export const adminMarketAlertSchema = marketAlertSchema.extend(contentStateFields);
export type AdminMarketAlert = z.infer<typeof adminMarketAlertSchema>;

export const adminOpportunitySchema = investmentOpportunitySchema.extend(contentStateFields);
export type AdminOpportunity = z.infer<typeof adminOpportunitySchema>;

export const adminProjectSchema = capitalProjectSchema.extend(contentStateFields);
export type AdminProject = z.infer<typeof adminProjectSchema>;

/**
 * An alert as the desk writes it (POST and PUT), its publication time being the moment it is published; opportunities
 * and projects are written with newInvestmentOpportunitySchema and newCapitalProjectSchema as they always were.
 */
export const marketAlertContentSchema = newMarketAlertSchema.omit({ publishedAt: true });
export type MarketAlertContent = z.input<typeof marketAlertContentSchema>;
export type ValidMarketAlertContent = z.output<typeof marketAlertContentSchema>;

export const contentListQuerySchema = z
  .object({
    status: z.enum(CONTENT_STATUSES, { error: CONTENT_TEXTS.chooseStatus }).optional(),
    ...pageQueryFields,
  })
  .strict();
export type ContentListQuery = z.input<typeof contentListQuerySchema>;
export type ValidContentListQuery = z.output<typeof contentListQuerySchema>;

/** The lists of the desk, every status, the item last changed first. */
const contentListOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), totalPages: z.number().int() });

export const adminMarketAlertListSchema = contentListOf(adminMarketAlertSchema);
export type AdminMarketAlertList = z.infer<typeof adminMarketAlertListSchema>;
export const adminOpportunityListSchema = contentListOf(adminOpportunitySchema);
export type AdminOpportunityList = z.infer<typeof adminOpportunityListSchema>;
export const adminProjectListSchema = contentListOf(adminProjectSchema);
export type AdminProjectList = z.infer<typeof adminProjectListSchema>;

/** Every kind's ids are the same kind of text UUID. */
export const contentIdParamsSchema = investmentIdParamsSchema;

export const contentDeletedSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContentDeleted = z.infer<typeof contentDeletedSchema>;
