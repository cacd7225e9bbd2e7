import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';
type HookOf<K extends HookName> = NonNullable<RouteOptions[K]> extends infer H ? (H extends readonly (infer One)[] ? One : H) : never;

/**
 * Gives one route a hook, from an `onRoute` hook, ahead of the route's own (where a global hook would run): a check
 * that only some routes need then costs the others nothing (issue 16: a cached price answer passed eleven hooks).
 */
export function prependRouteHook<K extends HookName>(route: RouteOptions, name: K, hook: HookOf<K>): void {
  const own = route[name];
  route[name] = [hook, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])] as RouteOptions[K];
}
