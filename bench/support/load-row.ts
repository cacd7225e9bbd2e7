import type autocannon from 'autocannon';

/** One autocannon run as a console.table row: the figures every HTTP suite prints side by side with its anchor. */
export const loadRow = (name: string, r: autocannon.Result) => ({
  server: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'max ms': r.latency.max,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  requests: r.requests.total,
});
