import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadOrCreateSecret } from './private-files';

/** Sealed values start with this, so a migration can tell them from the plain secrets of older versions. */
const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for small secrets stored in the database (TOTP secrets): a database copy or backup alone does not give
 * them away. Each value has its own random IV; the tag makes a tampered value fail to open.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The secret box needs a 32-byte key');
  return {
    isSealed: (value: string) => value.startsWith(PREFIX),

    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    open(sealed: string): string {
      if (!sealed.startsWith(PREFIX)) throw new Error('Not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** TOTP_ENCRYPTION_KEY (64 hex characters), or a key generated into DATA_DIR/totp-key (0600) on first start. */
export function loadTotpKey(configured: string | undefined, dataDir: string): Buffer {
  return Buffer.from(configured ?? loadOrCreateSecret(dataDir, 'totp-key', () => randomBytes(32).toString('hex')), 'hex');
}
