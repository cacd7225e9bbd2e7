import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics';

/** A registered job as the engines see it. */
export interface Job {
  name: string;
  everyMs: number;
  /** One run, fed to the metrics and logged when it fails; never throws: answers the failure's message, or null. */
  run(): Promise<string | null>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The jobs the modules register while the app is built. Each run is measured and a failure is logged and counted
 * rather than thrown, so one bad run never stops the job's schedule.
 */
export function createJobRegistry({ log, metrics }: { log: FastifyBaseLogger; metrics: Metrics }) {
  const jobs = new Map<string, Job>();
  let sealed = false;

  function instrumented(name: string, run: () => Promise<void>): Job['run'] {
    return async () => {
      const started = performance.now();
      let failure: string | null = null;
      try {
        await run();
      } catch (error) {
        failure = describe(error);
        log.error({ err: error, job: name }, 'background job failed');
      }
      metrics.jobRuns.inc({ job: name, outcome: failure === null ? 'ok' : 'failed' });
      metrics.jobDuration.observe({ job: name }, (performance.now() - started) / 1000);
      return failure;
    };
  }

  return {
    add(name: string, everyMs: number, run: () => Promise<void>): void {
      // The engine schedules what it was given when the app became ready: a later job would silently never run.
      if (sealed) throw new Error(`Job ${name} must be registered before the app is ready`);
      if (jobs.has(name)) throw new Error(`Job ${name} is registered twice`);
      jobs.set(name, { name, everyMs, run: instrumented(name, run) });
    },

    get(name: string): Job {
      const job = jobs.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return job;
    },

    /** Every job, for the engine to schedule; no more can be added. */
    seal(): Job[] {
      sealed = true;
      return [...jobs.values()];
    },
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
