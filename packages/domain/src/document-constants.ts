/**
 * The document center's plain constants, texts and small helpers (spec 2.16, 3, 4, 5, 8, 9). No zod here:
 * the web bundle imports this module directly (`@ctp/domain/document-constants`) without the schemas.
 */
import { LIMITS } from './constants';

/**
 * Document types of spec 3, in the order the upload dialog offers them, plus 'registration' (ours): spec 3 has no
 * type for the company registration that KYC needs next to identity and proof of funds. Then the trade documents a
 * deal's parties exchange (issue 13).
 */
export const DOCUMENT_TYPES = [
  'kyc',
  'pof',
  'registration',
  'contract',
  'icpo',
  'cpa',
  'invoice',
  'shipping',
  'other',
  'loi',
  'spa',
  'cis',
  'bill_of_lading',
  'certificate_of_origin',
  'assay_certificate',
  'inspection_report',
  'insurance_certificate',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * The trade documents of issue 13, in the order a deal's upload offers them. They are shared with a deal only
 * (a dealId is required), except the ICPO: a general type before deals existed, it stays one (docs/decisions/021).
 */
export const TRADE_DOCUMENT_TYPES = [
  'loi',
  'icpo',
  'spa',
  'cis',
  'bill_of_lading',
  'certificate_of_origin',
  'assay_certificate',
  'inspection_report',
  'insurance_certificate',
] as const satisfies readonly DocumentType[];

export const DOCUMENT_TYPE_LABELS = {
  kyc: 'KYC Document',
  pof: 'Proof of Funds',
  registration: 'Company Registration',
  contract: 'Contract',
  icpo: 'ICPO',
  cpa: 'CPA',
  invoice: 'Invoice',
  shipping: 'Shipping Document',
  other: 'Other',
  loi: 'Letter of Intent (LOI)',
  spa: 'Sale and Purchase Agreement (SPA)',
  cis: 'Client Information Sheet (CIS)',
  bill_of_lading: 'Bill of Lading',
  certificate_of_origin: 'Certificate of Origin',
  assay_certificate: 'Assay Certificate',
  inspection_report: 'Inspection Report',
  insurance_certificate: 'Insurance Certificate',
} as const satisfies Record<DocumentType, string>;

/**
 * The three documents a KYC review needs (identity = the KYC Document type): a user's kycStatus is
 * approved once each has a verified document, rejected while the newest of any of them is rejected.
 */
export const KYC_DOCUMENT_TYPES = ['kyc', 'pof', 'registration'] as const satisfies readonly DocumentType[];
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

export const isDocumentType = (input: string): input is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(input);

/** Types uploaded only to share with a deal (with a dealId): the trade documents but the older ICPO. */
export const DEAL_ONLY_DOCUMENT_TYPES: readonly DocumentType[] = TRADE_DOCUMENT_TYPES.filter((type) => type !== 'icpo');
export const isDealOnlyDocumentType = (type: DocumentType) => DEAL_ONLY_DOCUMENT_TYPES.includes(type);
/** What the Document Center's own upload offers: every type but the deal-only ones. */
export const STANDALONE_DOCUMENT_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.filter((type) => !isDealOnlyDocumentType(type));
/**
 * What a deal's upload offers: the trade documents first, then the other types that are not KYC's. A KYC document is
 * the owner's own and is never shared with a deal, so a deal document never counts toward KYC.
 */
export const DEAL_DOCUMENT_TYPES: readonly DocumentType[] = [
  ...TRADE_DOCUMENT_TYPES,
  ...STANDALONE_DOCUMENT_TYPES.filter((type) => type !== 'icpo' && !(KYC_DOCUMENT_TYPES as readonly DocumentType[]).includes(type)),
];
export const isDealDocumentType = (type: DocumentType) => DEAL_DOCUMENT_TYPES.includes(type);

/**
 * Every status a document can hold (spec 4): the business API's uploaded, verified and rejected, and the
 * portals' pending, in-review and approved. A new upload is 'uploaded', which reads as pending.
 */
export const DOCUMENT_STATUSES = ['uploaded', 'pending', 'in-review', 'verified', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Values of the status filter (spec 4); 'pending' also matches 'uploaded'. */
export const DOCUMENT_STATUS_FILTERS = ['pending', 'in-review', 'verified', 'approved', 'rejected'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

/** The stored statuses each filter value matches. */
export const DOCUMENT_STATUSES_BY_FILTER = {
  pending: ['pending', 'uploaded'],
  'in-review': ['in-review'],
  verified: ['verified'],
  approved: ['approved'],
  rejected: ['rejected'],
} as const satisfies Record<DocumentStatusFilter, readonly DocumentStatus[]>;

/** How a status reads in the portals: 'uploaded' is shown as pending (spec 4). */
export const documentStatusShown = (status: DocumentStatus): DocumentStatusFilter => (status === 'uploaded' ? 'pending' : status);

export const DOCUMENT_STATUS_LABELS = {
  pending: 'Pending',
  'in-review': 'In Review',
  verified: 'Verified',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<DocumentStatusFilter, string>;

/** Spec 4's icon colours: verified and approved green, pending (and uploaded) yellow, in-review blue, rejected red. */
export const DOCUMENT_STATUS_TONES = {
  pending: 'yellow',
  'in-review': 'blue',
  verified: 'green',
  approved: 'green',
  rejected: 'red',
} as const satisfies Record<DocumentStatusFilter, 'green' | 'yellow' | 'blue' | 'red'>;

/** The file kinds spec 5 accepts, by extension, with the content type the server stores and serves. */
export const DOCUMENT_FILE_KINDS = {
  pdf: { mimeType: 'application/pdf', label: 'PDF' },
  doc: { mimeType: 'application/msword', label: 'Word document' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word document' },
  jpg: { mimeType: 'image/jpeg', label: 'JPEG image' },
  jpeg: { mimeType: 'image/jpeg', label: 'JPEG image' },
  png: { mimeType: 'image/png', label: 'PNG image' },
  txt: { mimeType: 'text/plain', label: 'text file' },
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_FILE_KINDS;
/** The content types a stored document is served with. */
export const DOCUMENT_MIME_TYPES = [...new Set(Object.values(DOCUMENT_FILE_KINDS).map((kind) => kind.mimeType))];
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_FILE_KINDS) as DocumentExtension[];

/** For the file input's `accept` attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Content types the preview serves inline; everything else is download only. */
export const PREVIEWABLE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const isPreviewable = (mimeType: string) => (PREVIEWABLE_MIME_TYPES as readonly string[]).includes(mimeType);

export const DOCUMENT_LIMITS = {
  /** Spec 9's 10 MB hint, enforced by the server. */
  maxBytes: LIMITS.uploadMaxBytes,
  nameMax: 200,
  descriptionMax: 2000,
  fileNameMax: 255,
  searchMax: 200,
  /** A .docx is a ZIP archive: caps on its entries and on their declared size once unpacked. */
  docxMaxEntries: 1000,
  docxMaxUncompressedBytes: 100 * 1024 * 1024,
} as const;

export const DOCUMENT_ERROR_CODES = {
  unsupportedType: 'UNSUPPORTED_FILE_TYPE',
  contentMismatch: 'FILE_CONTENT_MISMATCH',
  emptyFile: 'EMPTY_FILE',
  invalidDocument: 'INVALID_DOCUMENT',
  archiveTooLarge: 'ARCHIVE_TOO_LARGE',
  uploadIncomplete: 'UPLOAD_INCOMPLETE',
  notMultipart: 'UNSUPPORTED_MEDIA_TYPE',
  notPreviewable: 'NOT_PREVIEWABLE',
  contractNotFound: 'CONTRACT_NOT_FOUND',
  /** The deal named by dealId is not the caller's (or does not exist). */
  dealNotFound: 'DEAL_NOT_FOUND',
  /** The deal was cancelled or expired: nothing more is shared with it. */
  dealClosed: 'DEAL_CLOSED',
} as const;

/** Spec 2.16 word for word, plus the texts the spec leaves open (marked "ours"); spec 8's upload and download failures are TEXTS. */
export const DOCUMENT_TEXTS = {
  centerTitle: 'Document Center',
  noDocuments: 'No documents yet',
  noMatches: 'No documents match your filters',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} documents`,
  sizeHint: 'Maximum file size: 10MB',
  // ours
  uploaded: 'Document uploaded successfully',
  deleted: 'Document deleted',
  chooseType: 'Please choose a document type',
  unknownStatus: `Unknown status. Use one of: ${DOCUMENT_STATUS_FILTERS.join(', ')}`,
  unknownType: `Unknown document type. Use one of: ${DOCUMENT_TYPES.join(', ')}`,
  unsupportedType: 'This kind of file is not accepted. Please upload a PDF, Word (.doc, .docx), JPEG, PNG or plain-text (.txt) file.',
  contentMismatch: (label: string) => `This file is not a valid ${label}: its contents do not match its extension.`,
  emptyFile: 'The file is empty.',
  fileTooLarge: 'The file is larger than the 10 MB limit.',
  notUtf8Text: 'A .txt file must be plain UTF-8 text.',
  invalidDocx: 'This Word document could not be read. Please save it again as .docx and retry.',
  docxTooManyEntries: `This Word document has too many parts (more than ${DOCUMENT_LIMITS.docxMaxEntries}).`,
  docxTooLarge: 'This Word document is too large once unpacked.',
  oneFile: 'Please upload one file at a time.',
  uploadIncomplete: 'The upload was interrupted or malformed. Please try again.',
  notMultipart: 'Send the document as multipart/form-data.',
  notPreviewable: 'Only PDF and image documents can be previewed. Please download this document instead.',
  fileMissing: 'The file of this document is no longer available.',
  contractNotFound: 'The selected contract was not found.',
  dealNotFound: 'The selected deal was not found.',
  dealClosed: (status: string) => `This deal is ${status}: no more documents can be shared with it.`,
  dealOnlyType: (label: string) => `A ${label} is shared with a deal: upload it from the deal room.`,
  kycTypeInDeal: 'KYC documents are not shared with a deal: upload them in your Document Center.',
  dealDocumentShared: 'Document shared with the deal',
  nameTooLong: `Document name must be at most ${DOCUMENT_LIMITS.nameMax} characters`,
  descriptionTooLong: `Description must be at most ${DOCUMENT_LIMITS.descriptionMax} characters`,
} as const;

/** The lower-case extension of a file name, without the dot; undefined when it has none. */
export function fileExtension(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : undefined;
}

export const isDocumentExtension = (ext: string | undefined): ext is DocumentExtension =>
  ext !== undefined && Object.prototype.hasOwnProperty.call(DOCUMENT_FILE_KINDS, ext);

/** Spec 5: choosing a file pre-fills the document name with the file name before its first dot. */
export function documentNameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.indexOf('.');
  return (dot === -1 ? base : base.slice(0, dot)).slice(0, DOCUMENT_LIMITS.nameMax);
}

/** What the server would refuse about a chosen file before it is sent, or undefined when it looks fine. */
export function documentFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isDocumentExtension(fileExtension(file.name))) return DOCUMENT_TEXTS.unsupportedType;
  if (file.size === 0) return DOCUMENT_TEXTS.emptyFile;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return DOCUMENT_TEXTS.fileTooLarge;
  return undefined;
}

/** Spec 2.16: file sizes are shown in MB with two decimals. */
export const formatFileSizeMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
