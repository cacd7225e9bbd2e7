import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage } from './index';
import { isKey, newKey } from './keys';

const PARTIAL = '.partial';
/** `<key>.<pid of the writing process>.partial`; files of older versions have no pid. */
const PARTIAL_NAME = /^[0-9a-f]{32}(?:\.(\d+))?\.partial$/;
/** A partial file whose writer may still be running (another live process, or an older version) counts as a crash's leftover only once this old. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** The partial files of this process's uploads still running (every storage of the process: two may share a folder). */
const writing = new Set<string>();

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Whether a process with this id exists (EPERM: it does, under another user). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Files under `dir` (DATA_DIR/documents: never a served folder), readable by the server's user only.
 * A file is written under a `.partial` name (carrying the writer's pid) and renamed once complete, so a crash
 * mid-upload never leaves a file that looks whole; partial files of a crashed process are swept at start.
 */
export type LocalDocumentStorage = DocumentStorage & { dir: string; sweepPartials(): number };

export function createLocalDocumentStorage(dir: string): LocalDocumentStorage {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => path.join(dir, key);

  const storage: LocalDocumentStorage = {
    dir,

    async put(source) {
      const key = newKey();
      const partial = `${fileOf(key)}.${process.pid}${PARTIAL}`;
      writing.add(partial);
      try {
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
      } finally {
        writing.delete(partial);
      }
    },

    async get(key) {
      if (!isKey(key)) return undefined;
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
      if (!isKey(key)) return;
      await fs.promises.rm(fileOf(key), { force: true });
    },

    async sweep() {
      return storage.sweepPartials();
    },

    /** Writes and removes a file: access checks alone pass for root on a read-only disk or with a file in the folder's place. */
    async probe() {
      const file = path.join(dir, `probe.${newKey()}`);
      await fs.promises.writeFile(file, '', { mode: 0o600 });
      await fs.promises.rm(file, { force: true });
    },

    /**
     * Removes what crashed uploads left: partial files of a process that is gone, or of this process id but no
     * upload running here (a previous run had the same pid, as in a container). A partial file of another live
     * process, or of an older version (no pid), may be an upload still running, so it goes only once stale.
     */
    sweepPartials() {
      let removed = 0;
      const cutoff = Date.now() - STALE_PARTIAL_MS;
      for (const name of fs.readdirSync(dir)) {
        const match = PARTIAL_NAME.exec(name);
        if (!match) continue;
        const file = path.join(dir, name);
        const pid = match[1] === undefined ? undefined : Number(match[1]);
        const orphaned = pid !== undefined && (pid === process.pid ? !writing.has(file) : !processExists(pid));
        const stat = orphaned ? undefined : fs.statSync(file, { throwIfNoEntry: false });
        if (orphaned || (stat && stat.mtimeMs < cutoff)) {
          fs.rmSync(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
  // Before the storage takes any upload, so a crash's leftovers are gone once the server listens. A failed sweep
  // only means they wait for the next start.
  try {
    storage.sweepPartials();
  } catch {
    // (see above)
  }
  return storage;
}
