import { apiCall } from './api';

/**
 * A small, valid one-page PDF; `text` goes in a comment (so each can differ), and `padBytes` pads it, for
 * an upload that takes long enough to show its progress.
 */
export function samplePdf({ text = '', padBytes = 0 }: { text?: string; padBytes?: number } = {}): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R>>endobj\n';
  return Buffer.concat([Buffer.from(body), Buffer.from(`% ${text}\n`), Buffer.from(padBytes ? `%${'x'.repeat(padBytes)}\n` : ''), Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n')]);
}

export interface UploadedDocument {
  id: string;
  documentName: string;
  documentType: string;
  status: string;
}

export interface DocumentUpload {
  /** One of the document types: 'kyc' (identity), 'pof', 'registration', 'invoice', 'other', ... */
  documentType: string;
  documentName: string;
  /** The file's name, as the owner's computer had it; a PDF. */
  fileName: string;
  file?: Buffer;
  description?: string;
}

/** Uploads a PDF as its owner would through the Document Center, through POST /api/v1/documents/upload. */
export async function uploadDocument(ownerToken: string, upload: DocumentUpload): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('documentType', upload.documentType);
  form.append('documentName', upload.documentName);
  if (upload.description) form.append('description', upload.description);
  form.append('file', new Blob([new Uint8Array(upload.file ?? samplePdf({ text: upload.documentName }))], { type: 'application/pdf' }), upload.fileName);
  return (await apiCall<{ document: UploadedDocument }>('POST', '/api/v1/documents/upload', { token: ownerToken, body: form })).document;
}

/** The desk verifies a document (POST /admin/documents/{id}/verify); answers the owner's KYC status after it. */
export async function verifyDocument(adminToken: string, documentId: string): Promise<string> {
  const { document } = await apiCall<{ document: { owner: { kycStatus: string } } }>('POST', `/admin/documents/${documentId}/verify`, { token: adminToken });
  return document.owner.kycStatus;
}
