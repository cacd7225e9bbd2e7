import { createApiClient, type ApiClient } from '@ctp/api-client';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** `fetch` answered by `app.inject`: the generated client talks to a test app without a socket. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

/** The typed client (packages/api-client) on a test app, signed in with `token` when given. */
export const apiClient = (app: FastifyInstance, token?: string): ApiClient =>
  createApiClient({ baseUrl: 'http://api.test', fetch: injectFetch(app), accessToken: () => token });
