import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random opaque token (refresh, reset); 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Opaque tokens are stored only as their SHA-256; they carry 256 bits, so no salt or slow hash is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token that replaces `token` when it is rotated: keyed by the token itself, which only its holder knows, and
 * a random nonce stored at rotation, so every retry of the same rotation yields the same successor.
 */
export const successorToken = (token: string, nonce: string) => createHmac('sha256', token).update(nonce).digest('base64url');
