import { z } from 'zod';
import { KYC_STATUSES } from './constants';
import { pageQueryFields } from './contracts';
import { documentFilterFields, documentSchema } from './documents';

/**
 * The administrator's Document Center (issue 7): every user's documents with the portals' filters plus
 * the owner, verify and reject with a reason, and the owner's KYC status next to each document.
 */
export const ADMIN_DOCUMENT_LIMITS = { ownerMax: 254, reasonMax: 500 } as const;

export const DOCUMENT_REVIEW_ERROR_CODES = { alreadyDecided: 'DOCUMENT_ALREADY_DECIDED' } as const;

export const ADMIN_DOCUMENT_TEXTS = {
  verified: 'Document verified',
  rejected: 'Document rejected',
  reasonRequired: 'Please enter the reason for the rejection',
  reasonTooLong: `The reason must be at most ${ADMIN_DOCUMENT_LIMITS.reasonMax} characters`,
  alreadyVerified: 'This document is already verified',
  alreadyRejected: 'This document is already rejected',
  loadFailed: 'Failed to load documents',
  verifyFailed: 'Failed to verify document',
  rejectFailed: 'Failed to reject document',
} as const;

/** GET /admin/documents: the portals' search, type and status filters, and `owner` (part of an email or name). */
export const adminDocumentListQuerySchema = z
  .object({
    ...documentFilterFields,
    owner: z.string().trim().max(ADMIN_DOCUMENT_LIMITS.ownerMax, `owner must be at most ${ADMIN_DOCUMENT_LIMITS.ownerMax} characters`).optional(),
    ...pageQueryFields,
  })
  .strict();
export type AdminDocumentListQuery = z.input<typeof adminDocumentListQuerySchema>;
export type ValidAdminDocumentListQuery = z.output<typeof adminDocumentListQuerySchema>;

export const documentOwnerSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** First and last name. */
  name: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
});
export type DocumentOwner = z.infer<typeof documentOwnerSchema>;

/** A document as the Document Center shows it: with its owner and who took the last decision. */
export const adminDocumentSchema = documentSchema.extend({
  owner: documentOwnerSchema,
  reviewedBy: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentListSchema = z.object({
  documents: z.array(adminDocumentSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type AdminDocumentList = z.infer<typeof adminDocumentListSchema>;

/** POST /admin/documents/{id}/reject: the reason the owner reads in their Documents tab. */
export const documentRejectRequestSchema = z.object({
  reason: z
    .string({ error: ADMIN_DOCUMENT_TEXTS.reasonRequired })
    .trim()
    .min(1, ADMIN_DOCUMENT_TEXTS.reasonRequired)
    .max(ADMIN_DOCUMENT_LIMITS.reasonMax, ADMIN_DOCUMENT_TEXTS.reasonTooLong),
});
export type DocumentRejectRequest = z.input<typeof documentRejectRequestSchema>;

/** What verify and reject answer: the document as it now stands, with the owner's (possibly new) KYC status. */
export const documentDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: adminDocumentSchema,
});
export type DocumentDecisionResponse = z.infer<typeof documentDecisionResponseSchema>;
