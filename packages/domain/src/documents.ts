import { z } from 'zod';
import { DEAL_ROLES } from './deal-constants';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_STATUSES,
  DOCUMENT_TEXTS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  KYC_DOCUMENT_TYPES,
  isDealOnlyDocumentType,
} from './document-constants';
import { pageQueryFields } from './contracts';
import { text } from './text';
import { TEXTS } from './texts';

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TEXTS.unknownType });
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export const documentStatusFilterSchema = z.enum(DOCUMENT_STATUS_FILTERS, { error: DOCUMENT_TEXTS.unknownStatus });

/**
 * A document as the API returns it (spec 3), plus the administrator's review: reviewNote holds the
 * reason of a rejection (null otherwise) and reviewedAt when the last decision was taken.
 */
export const documentSchema = z.object({
  id: z.string(),
  contractId: z.string().nullable(),
  /** The deal it is shared with (its parties and the desk read it); null for the owner's own document. */
  dealId: z.string().nullable(),
  /** The owner. */
  userId: z.string(),
  documentType: documentTypeSchema,
  documentName: z.string(),
  /** The original file name, as uploaded. */
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int().nonnegative(),
  /** The content type the server detected from the file itself, not the one the client claimed. */
  mimeType: z.string(),
  status: documentStatusSchema,
  /** The id of the user who uploaded it. */
  uploadedBy: z.string(),
  description: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Document' });
export type Document = z.infer<typeof documentSchema>;

/** The portals' document filters, which the administrator's Document Center shares. */
export const documentFilterFields = {
  search: z.string().trim().max(DOCUMENT_LIMITS.searchMax, `search must be at most ${DOCUMENT_LIMITS.searchMax} characters`).optional(),
  type: z.enum([...DOCUMENT_TYPES, 'all'], { error: DOCUMENT_TEXTS.unknownType }).optional(),
  status: z.enum([...DOCUMENT_STATUS_FILTERS, 'all'], { error: DOCUMENT_TEXTS.unknownStatus }).optional(),
};

/**
 * GET /api/v1/documents: search (case-insensitive, on the name or the type), type and status filters
 * ('all' or absent for none), page from 1, limit 1 to 100 (default 10). Unknown filter values are refused.
 */
export const documentListQuerySchema = z
  .object({
    ...documentFilterFields,
    ...pageQueryFields,
  })
  .strict();
/** What the client may send. */
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;
export type ValidDocumentListQuery = z.output<typeof documentListQuerySchema>;

/** The list shape every list endpoint shares (spec 3). totalPages is 0 when there is nothing (pageCount). */
export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The text fields of POST /api/v1/documents/upload (multipart, next to the `file` part), and of the upload
 * dialog. Missing name or type reads 'Please fill in all required fields' (spec 5, 8).
 */
const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid(message).optional());

export const documentUploadFieldsSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES, { error: (issue) => (issue.input === undefined || issue.input === '' ? TEXTS.fillRequired : DOCUMENT_TEXTS.unknownType) }),
    documentName: text({ error: TEXTS.fillRequired })
      .trim()
      .min(1, TEXTS.fillRequired)
      .max(DOCUMENT_LIMITS.nameMax, DOCUMENT_TEXTS.nameTooLong),
    description: optionalText(DOCUMENT_LIMITS.descriptionMax, DOCUMENT_TEXTS.descriptionTooLong),
    contractId: optionalId(DOCUMENT_TEXTS.contractNotFound),
    /** Shares the document with this deal (issue 13): the caller must be its buyer or seller. */
    dealId: optionalId(DOCUMENT_TEXTS.dealNotFound),
  })
  // The trade documents exist for a deal; KYC documents are the owner's own and never shared with one.
  .superRefine(({ documentType, dealId }, ctx) => {
    if (dealId === undefined && isDealOnlyDocumentType(documentType)) {
      ctx.addIssue({ code: 'custom', path: ['documentType'], message: DOCUMENT_TEXTS.dealOnlyType(DOCUMENT_TYPE_LABELS[documentType]) });
    }
    if (dealId !== undefined && (KYC_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      ctx.addIssue({ code: 'custom', path: ['documentType'], message: DOCUMENT_TEXTS.kycTypeInDeal });
    }
  });
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;
export type ValidDocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

export const documentUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: documentSchema,
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

export const documentDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const documentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The one who shared a deal document, as the deal shows people: role, name and company, never an id or email. */
export const dealDocumentSharerSchema = z.object({ role: z.enum(DEAL_ROLES), name: z.string(), company: z.string().nullable() });

/**
 * A document shared with a deal as its parties and the desk see it: without the owner's and uploader's account ids,
 * with who shared it and whether the caller did.
 */
export const dealDocumentSchema = documentSchema
  .omit({ userId: true, uploadedBy: true })
  .extend({ dealId: z.string(), sharedBy: dealDocumentSharerSchema, mine: z.boolean() })
  .meta({ id: 'DealDocument' });
export type DealDocument = z.infer<typeof dealDocumentSchema>;

/** GET /api/v1/deals/{id}/documents: every document shared with the deal, newest first. */
export const dealDocumentListSchema = z.object({ documents: z.array(dealDocumentSchema), total: z.number().int().nonnegative() });
export type DealDocumentList = z.infer<typeof dealDocumentListSchema>;
