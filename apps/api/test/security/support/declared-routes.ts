import type * as FastifyModule from 'fastify';
import type { Access } from '../../../src/plugins/access';

/** A route as the app declared it: its method, URL (Fastify spelling, `:id`) and `config.access`. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** `schema.hide`: left out of the OpenAPI document. */
  hidden: boolean;
}

/** Filled while the app registers its routes (see `recordingFastify`). */
export const declaredRoutes: DeclaredRoute[] = [];

/**
 * The fastify module with its factory wrapped so that every app it builds reports its routes here: the only way to
 * read each route's declared `config.access` from outside, since an onRoute hook must exist before the routes do and
 * buildApp creates the instance itself. A test file installs it with
 * `vi.mock('fastify', async (original) => (await import('./support/declared-routes')).recordingFastify(await original()))`.
 */
export function recordingFastify(original: typeof FastifyModule): typeof FastifyModule {
  const factory = original.default;
  const wrapped = ((options?: FastifyModule.FastifyServerOptions) => {
    const app = factory(options) as FastifyModule.FastifyInstance;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        declaredRoutes.push({
          method: String(method),
          url: route.url ?? route.path,
          access: route.config?.access,
          hidden: route.schema?.hide === true,
        });
      }
    });
    return app;
  }) as typeof factory;
  return { ...original, default: wrapped, fastify: wrapped };
}
