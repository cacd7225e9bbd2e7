// Subpath imports keep zod (the schemas) out of the public pages' first bundle.
import type { AuthResponse } from '@ctp/domain';
import { AUTH_MODE_HEADER, SECURE_XSRF_COOKIE, TIMING, XSRF_COOKIE, XSRF_HEADER } from '@ctp/domain/constants';
import { ERROR_CODES } from '@ctp/domain/error-codes';
import { TEXTS } from '@ctp/domain/texts';
import { localizedMessage } from './i18n/messages';

/** Every failed call, in the error shape of spec 3. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly details?: unknown,
    /** False when the server gave no message and `message` is only the status text or 'Request failed'. */
    readonly hasServerMessage = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionListener = (session: AuthResponse | null) => void;

/**
 * The access token lives in memory only; the refresh token lives in an httpOnly cookie the
 * page cannot read. A refresh (on start, or after a 401) gets a new access token.
 */
let accessToken: string | null = null;
const listeners = new Set<SessionListener>();
let refreshing: Promise<AuthResponse | null> | null = null;

export function setSession(session: AuthResponse | null) {
  accessToken = session?.tokens.accessToken ?? null;
  for (const listener of listeners) listener(session);
}

export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const hasAccessToken = () => accessToken !== null;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** False for calls that must not trigger a refresh-and-retry (sign-in itself, say). */
  retryOn401?: boolean;
}

/** The headers that authenticate a call: bearer token, cookie auth mode and the anti-forgery echo. */
function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [AUTH_MODE_HEADER]: 'cookie' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const xsrf = readCookie(SECURE_XSRF_COOKIE) ?? readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMING.businessApiTimeoutMs);
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError(TEXTS.networkError, ERROR_CODES.network, 0);
  }
}

/** A failed answer in the error shape of spec 3, whichever way it came (fetch or an upload). */
function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  const shape = (body ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
  const hasServerMessage = typeof shape.message === 'string' && shape.message.length > 0;
  return new ApiError(
    hasServerMessage ? (shape.message as string) : statusText || TEXTS.requestFailed,
    typeof shape.code === 'string' ? shape.code : ERROR_CODES.unknown,
    status,
    shape.details,
    hasServerMessage,
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  return errorFrom(response.status, response.statusText, await response.json().catch(() => null));
}

/** Exchanges the refresh cookie for a new session; concurrent callers share one refresh. */
export function refreshSession(): Promise<AuthResponse | null> {
  refreshing ??= (async () => {
    try {
      const response = await send('/auth/refresh', { method: 'POST', body: {} });
      if (!response.ok) {
        setSession(null);
        return null;
      }
      const session = (await response.json()) as AuthResponse;
      setSession(session);
      return session;
    } catch {
      // A network failure keeps whatever session we have; the next call will try again.
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Calls the business API and hands back the successful response itself, for bodies that are not JSON
 * (a file to download or preview). On a 401 it refreshes once and retries; a failure is an ApiError.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && options.retryOn401 !== false && accessToken) {
    const session = await refreshSession();
    if (!session) throw await toApiError(response);
    response = await send(path, options);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Calls the business API; on a 401 it refreshes once and retries, and a failed refresh signs out. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A 10 MB file on a slow line needs longer than the 30 s other calls get (spec 9). */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadOptions {
  /** How far the upload has got, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

/** One multipart POST through XMLHttpRequest, the only browser API that reports upload progress. */
function sendWithProgress(path: string, form: FormData, { onProgress, signal }: UploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText ?? '', body });
    };
    const networkError = () => reject(new ApiError(TEXTS.networkError, ERROR_CODES.network, 0));
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POSTs a multipart form with upload progress, with the same headers, 401 refresh-and-retry and error
 * shape as every other call; the JSON answer comes back as is (the caller parses it).
 */
export async function apiUpload(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  let answer = await sendWithProgress(path, form, options);
  if (answer.status === 401 && accessToken) {
    if (!(await refreshSession())) throw errorFrom(answer.status, answer.statusText, answer.body);
    options.onProgress?.(0);
    answer = await sendWithProgress(path, form, options);
  }
  if (answer.status < 200 || answer.status > 299) throw errorFrom(answer.status, answer.statusText, answer.body);
  return answer.body;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  upload: apiUpload,
};

/**
 * The message to show for any thrown value, with a fallback text from spec 8 ("server message, else
 * 'Login failed'"): an API error the server sent no message for shows the fallback, not a bare
 * status text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return localizedMessage((error.hasServerMessage && error.message) || fallback, error.code, fallback);
  return localizedMessage(error instanceof Error ? error.message || fallback : fallback, undefined, fallback);
}
