import { z } from 'zod';

/**
 * Idempotent writes (docs/api.md, Idempotency): a client that may retry a create sends a key of its choosing in this
 * header; the same key and body from the same caller within IDEMPOTENCY_WINDOW_HOURS answer the first result again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats a stored first result instead of doing the work again. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** A UUID suits; any 1 to 255 visible ASCII characters are accepted. */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters');

export const IDEMPOTENCY_ERROR_CODES = {
  invalidKey: 'IDEMPOTENCY_KEY_INVALID',
  inProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  reused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

export const IDEMPOTENCY_TEXTS = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  inProgress: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  reused: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
} as const;
