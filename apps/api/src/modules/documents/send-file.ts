import type { Document } from '@ctp/domain';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';
import type { StoredFileReader } from '../../plugins/storage';

/** Downloads never run as a page; previews may be shown, but sandboxed, with nothing to load. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";
const PREVIEW_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

const contentTypeOf = (mimeType: string) => (mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType);

/** Sends a document's file with the headers that keep it from running as a page on our origin. */
export function sendFile(reply: FastifyReply, document: Document, file: StoredFileReader, kind: 'attachment' | 'inline') {
  return reply
    .header('content-type', contentTypeOf(document.mimeType))
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(kind, document.fileName || document.documentName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', kind === 'inline' ? PREVIEW_CSP : DOWNLOAD_CSP)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
