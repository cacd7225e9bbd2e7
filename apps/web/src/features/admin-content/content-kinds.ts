import {
  adminMarketAlertListSchema,
  adminMarketAlertSchema,
  adminOpportunityListSchema,
  adminOpportunitySchema,
  adminProjectListSchema,
  adminProjectSchema,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  type AdminMarketAlert,
  type AdminOpportunity,
  type AdminProject,
  type ContentKind,
  type ContentStatus,
} from '@ctp/domain/content';

/** An item of any kind, as the desk's API answers it. */
export type ContentItem = AdminMarketAlert | AdminOpportunity | AdminProject;

/** The answer of GET /admin/content/{kind}, whatever the kind. */
export interface ContentList {
  items: ContentItem[];
  total: number;
  page: number;
  totalPages: number;
}

export const CONTENT_ITEM_SCHEMAS = { alerts: adminMarketAlertSchema, opportunities: adminOpportunitySchema, projects: adminProjectSchema } as const;
export const CONTENT_LIST_SCHEMAS = { alerts: adminMarketAlertListSchema, opportunities: adminOpportunityListSchema, projects: adminProjectListSchema } as const;

/** An item's name as its lists and messages show it: a project has a name, the others a title. */
export const titleOf = (item: ContentItem) => ('name' in item ? item.name : item.title);

export const kindOf = (value: string): ContentKind | undefined => (CONTENT_KINDS as readonly string[]).includes(value) ? (value as ContentKind) : undefined;
export const statusOf = (value: string): ContentStatus | undefined =>
  (CONTENT_STATUSES as readonly string[]).includes(value) ? (value as ContentStatus) : undefined;
