import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DocumentStorage, StoredFileReader } from '../../../plugins/storage';

/** SHA-256 of the bytes, as lower-case hex: what a signature records and what verification compares. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface StoredContractFile {
  key: string;
  sha256: string;
}

/** The contract PDFs issued (sent for signature, signed by both), kept in the document storage by random keys. */
export function createContractFiles(storage: DocumentStorage) {
  return {
    async store(bytes: Uint8Array): Promise<StoredContractFile> {
      const { key } = await storage.put(Readable.from([Buffer.from(bytes)]));
      return { key, sha256: sha256Hex(bytes) };
    },
    open: (key: string): Promise<StoredFileReader | undefined> => storage.get(key),
    discard: (key: string) => storage.delete(key),
  };
}

export type ContractFiles = ReturnType<typeof createContractFiles>;
