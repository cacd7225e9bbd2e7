/** Keys whose values must never reach the audit log (issue 7: never a password or token). */
const SECRET_KEY = /password|token|secret|code/i;

/**
 * A copy of `details` without secret-looking keys, at any depth (so `before`/`after` of a change are
 * cleaned too). A safety net: callers should not pass secrets in the first place.
 */
export function redactSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)).map(([key, value]) => [key, redactValue(value)]));
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') return redactSecrets(value as Record<string, unknown>);
  return value;
}
