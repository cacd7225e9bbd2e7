import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface ApiClientOptions extends ClientOptions {
  /** The access token to send as `Authorization: Bearer`, read on every request (it changes when refreshed). */
  accessToken?: () => string | undefined;
}

/**
 * The platform's API, typed from docs/openapi.json: paths, parameters, bodies and answers are checked at compile
 * time, e.g. `await api.POST('/api/v1/trading/orders', { body, params: { header: { 'Idempotency-Key': key } } })`.
 */
export function createApiClient({ accessToken, ...options }: ApiClientOptions = {}) {
  const client = createClient<paths>(options);
  if (accessToken) {
    client.use({
      onRequest({ request }) {
        const token = accessToken();
        if (token) request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
