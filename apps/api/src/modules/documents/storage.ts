import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
 * Where document files live: local disk now, object storage later. Keys are random and carry no part of the
 * uploaded name, so nothing a user sends ever becomes a path.
 */
export interface DocumentStorage {
  /** Streams `source` in. If the source fails (too large, refused, cut off), nothing is left behind and its error is rethrown. */
  put(source: Readable): Promise<StoredFile>;
  /** The file's content, or undefined when it is not there (any more). */
  get(key: string): Promise<StoredFileReader | undefined>;
  /** Removes the file; a missing file is no error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;
const PARTIAL = '.partial';
/** Partial files this old were left by a crash, not by an upload still running. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files under `dir` (DATA_DIR/documents: never a served folder), readable by the server's user only.
 * A file is written under a `.partial` name and renamed once complete, so a crash mid-upload never leaves
 * a file that looks whole; partial files of a crashed process are swept at start.
 */
export type LocalDocumentStorage = DocumentStorage & { dir: string; sweepPartials(): Promise<number> };

export function createLocalDocumentStorage(dir: string): LocalDocumentStorage {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => path.join(dir, key);

  const storage: LocalDocumentStorage = {
    dir,

    async put(source) {
      const key = randomBytes(16).toString('hex');
      const partial = fileOf(key) + PARTIAL;
      // Opened before anything flows: a stream that opens lazily could create the file after a failure's cleanup.
      const handle = await fs.promises.open(partial, 'wx', 0o600);
      const target = handle.createWriteStream();
      try {
        await pipeline(source, target);
        await fs.promises.rename(partial, fileOf(key));
      } catch (error) {
        source.destroy();
        target.destroy();
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return { key, size: target.bytesWritten };
    },

    async get(key) {
      if (!KEY.test(key)) return undefined;
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      if (!KEY.test(key)) return;
      await fs.promises.rm(fileOf(key), { force: true });
    },

    async sweepPartials() {
      let removed = 0;
      const cutoff = Date.now() - STALE_PARTIAL_MS;
      for (const name of await fs.promises.readdir(dir)) {
        if (!name.endsWith(PARTIAL)) continue;
        const file = path.join(dir, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat && stat.mtimeMs < cutoff) {
          await fs.promises.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
  // Leftovers of a crash are swept in the background; a failed sweep only means they wait for the next start.
  storage.sweepPartials().catch(() => {});
  return storage;
}
