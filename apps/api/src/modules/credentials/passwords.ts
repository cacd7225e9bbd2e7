import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2_ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2_ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both paths cost the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

/**
 * True when the password, or its stem once trailing digits and symbols are cut
 * ("Password1!" → "password"), is on the list of 10,000 common passwords.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d@$!%*?&.]+$/, '');
  return COMMON.has(lower) || (stem.length >= 4 && COMMON.has(stem));
}
