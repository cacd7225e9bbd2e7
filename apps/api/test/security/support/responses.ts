import { apiErrorSchema } from '@ctp/domain';
import type { LightMyRequestResponse } from 'fastify';

/** Why a 4xx or 5xx answer is not the error shape {message, code, status, details?} with the HTTP status; null if it is. */
export function errorShapeProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400) return null;
  if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) return `content-type ${String(res.headers['content-type'])}: ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  const parsed = apiErrorSchema.strict().safeParse(body);
  if (!parsed.success) return `not the error shape: ${res.body.slice(0, 300)}`;
  if (parsed.data.status !== res.statusCode) return `body status ${parsed.data.status} on an HTTP ${res.statusCode}`;
  if (parsed.data.message.trim() === '' || parsed.data.code.trim() === '') return `empty message or code: ${res.body.slice(0, 200)}`;
  return null;
}

/** The answer in a line, for failure messages. */
export const summary = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 240)}`;
