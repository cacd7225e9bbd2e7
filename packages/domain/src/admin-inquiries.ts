import { z } from 'zod';
import { pageQueryFields } from './contracts';
import { INQUIRY_SOURCES, INQUIRY_STATUSES } from './inquiries';

/** The administrator's inbox of contact-form and portal inquiries (issue 7): list, read, mark answered. */
export const ADMIN_INQUIRY_LIMITS = { searchMax: 200, noteMax: 2000 } as const;

export const INQUIRY_STATUS_LABELS = { new: 'New', answered: 'Answered' } as const satisfies Record<(typeof INQUIRY_STATUSES)[number], string>;
export const INQUIRY_SOURCE_LABELS = { 'contact-form': 'Contact form', portal: 'Portal' } as const satisfies Record<(typeof INQUIRY_SOURCES)[number], string>;

export const INQUIRY_ERROR_CODES = { alreadyAnswered: 'INQUIRY_ALREADY_ANSWERED' } as const;

export const ADMIN_INQUIRY_TEXTS = {
  title: 'Inquiries',
  loadFailed: 'Failed to load inquiries',
  noInquiries: 'No inquiries yet',
  noNew: 'No new inquiries',
  noMatches: 'No inquiries match your filters',
  answered: 'Inquiry marked as answered',
  alreadyAnswered: 'This inquiry is already answered',
  answerFailed: 'Failed to mark the inquiry as answered',
  notFound: 'Inquiry not found',
} as const;

/** GET /admin/inquiries: status, source, search (name, email, company, subject or message), page and limit. */
export const adminInquiryListQuerySchema = z
  .object({
    status: z.enum([...INQUIRY_STATUSES, 'all'], { error: `status must be one of: ${INQUIRY_STATUSES.join(', ')}` }).optional(),
    source: z.enum([...INQUIRY_SOURCES, 'all'], { error: `source must be one of: ${INQUIRY_SOURCES.join(', ')}` }).optional(),
    search: z.string().trim().max(ADMIN_INQUIRY_LIMITS.searchMax, `search must be at most ${ADMIN_INQUIRY_LIMITS.searchMax} characters`).optional(),
    ...pageQueryFields,
  })
  .strict();
export type AdminInquiryListQuery = z.input<typeof adminInquiryListQuerySchema>;
export type ValidAdminInquiryListQuery = z.output<typeof adminInquiryListQuerySchema>;

/** One inquiry with all it holds; the portal fields are null for a contact-form inquiry. */
export const adminInquirySchema = z.object({
  id: z.string(),
  source: z.enum(INQUIRY_SOURCES),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  inquiryType: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  /** Portal inquiries: the sender's account, what they ask for, about what, and the amount in USD. */
  userId: z.string().nullable(),
  kind: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  amount: z.number().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answerNote: z.string().nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const adminInquiryListSchema = z.object({
  inquiries: z.array(adminInquirySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type AdminInquiryList = z.infer<typeof adminInquiryListSchema>;

export const inquiryIdParamsSchema = z.object({ id: z.uuid(ADMIN_INQUIRY_TEXTS.notFound) });

/** POST /admin/inquiries/{id}/answered: an optional note of how it was answered (blank for none). */
export const inquiryAnsweredRequestSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(ADMIN_INQUIRY_LIMITS.noteMax, `The note must be at most ${ADMIN_INQUIRY_LIMITS.noteMax} characters`)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict()
  .nullish()
  .transform((body) => ({ note: body?.note ?? null }));
export type InquiryAnsweredRequest = z.input<typeof inquiryAnsweredRequestSchema>;

export const inquiryAnsweredResponseSchema = z.object({ success: z.literal(true), message: z.string(), inquiry: adminInquirySchema });
export type InquiryAnsweredResponse = z.infer<typeof inquiryAnsweredResponseSchema>;
