import { z } from 'zod';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_STATUSES,
  DOCUMENT_TEXTS,
  DOCUMENT_TYPES,
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
export const documentUploadFieldsSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: (issue) => (issue.input === undefined || issue.input === '' ? TEXTS.fillRequired : DOCUMENT_TEXTS.unknownType) }),
  documentName: text({ error: TEXTS.fillRequired })
    .trim()
    .min(1, TEXTS.fillRequired)
    .max(DOCUMENT_LIMITS.nameMax, DOCUMENT_TEXTS.nameTooLong),
  description: optionalText(DOCUMENT_LIMITS.descriptionMax, DOCUMENT_TEXTS.descriptionTooLong),
  contractId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid(DOCUMENT_TEXTS.contractNotFound).optional()),
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
