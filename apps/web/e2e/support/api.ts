import { baseUrl } from './browser';

/**
 * A call to the e2e server's API (bearer token when given): a JSON body, or a FormData one sent as
 * multipart; any failure throws with the answer.
 */
export async function apiCall<T>(method: string, url: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** An access token for these credentials, signed in through the API. */
export const apiToken = async (credentials: { email: string; password: string }) =>
  (await apiCall<{ tokens: { accessToken: string } }>('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } })).tokens
    .accessToken;
