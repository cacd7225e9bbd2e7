import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ensurePrivateDir } from '../lib/private-files';

/** The time source every module reads (tests pass a fixed clock). */
export interface Clock {
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

/** Decorates the configuration and the clock, and creates DATA_DIR (the database, secrets and mail live there: 0700). */
export const runtimePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; now?: (() => number) | undefined }) => {
    ensurePrivateDir(opts.config.dataDir);
    app.decorate('config', opts.config);
    app.decorate('clock', { now: opts.now ?? Date.now });
  },
  { name: 'runtime' },
);
