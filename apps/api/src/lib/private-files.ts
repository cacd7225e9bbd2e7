import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, secrets and mail with reset links: only the server's own user may read it. Created
 * 0700, and tightened at every start when an older version left it open.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Creates `file` (empty) readable by its owner only, or tightens an existing one to 0600. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}

/** A secret kept in DATA_DIR: read when present, else created by `create` with mode 0600 (so a restart keeps it). */
export function loadOrCreateSecret(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    ensurePrivateDir(dataDir);
    fs.writeFileSync(file, create(), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8');
}
