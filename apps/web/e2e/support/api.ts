import { baseUrl } from './browser';

/** A JSON call to the e2e server's API (bearer token when given); any failure throws with the answer. */
export async function apiCall<T>(method: string, url: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
