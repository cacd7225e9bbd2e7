import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createLocalDocumentStorage } from './local';
import { createS3DocumentStorage } from './s3';

export { createLocalDocumentStorage, type LocalDocumentStorage } from './local';
export { createS3DocumentStorage, type S3DocumentStorage, type S3StorageConfig } from './s3';

export interface StoredFile {
  key: string;
  /** Bytes written. */
  size: number;
}

export interface StoredFileReader {
  stream: Readable;
  size: number;
}

/**
 * Where document files live: local disk, or an S3-compatible bucket. Keys are random and carry no part of the
 * uploaded name, so nothing a user sends ever becomes a path.
 */
export interface DocumentStorage {
  /** Streams `source` in. If the source fails (too large, refused, cut off), nothing is left behind and its error is rethrown. */
  put(source: Readable): Promise<StoredFile>;
  /** The file's content, or undefined when it is not there (any more). */
  get(key: string): Promise<StoredFileReader | undefined>;
  /** Removes the file; a missing file is no error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage can take files now (GET /health/ready); rejects with the reason otherwise. */
  probe(): Promise<void>;
  /** Removes what interrupted uploads left behind (the upload clean-up job); answers how many. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded documents' files live. */
    storage: DocumentStorage;
  }
}

/**
 * The document files, by random names: under DATA_DIR/documents (outside every served folder), or in the
 * bucket STORAGE_URL names, so instances that share no disk can share documents.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const { storage } = app.config;
    if (storage.kind === 'local') {
      app.decorate('storage', createLocalDocumentStorage(path.join(app.config.dataDir, 'documents')));
      return;
    }
    const bucket = createS3DocumentStorage(storage);
    app.decorate('storage', bucket);
    app.addHook('onClose', async () => bucket.close());
  },
  { name: 'storage', dependencies: ['runtime'] },
);
