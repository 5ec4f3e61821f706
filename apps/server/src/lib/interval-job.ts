import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

export type IntervalJob = {
  /** The plugin's name (fastify-plugin), e.g. `settlement-job`. */
  name: string;
  intervalMs: number;
  /** One run; `nowMs` is the wall clock when it starts. */
  run: (fastify: FastifyInstance, nowMs: number) => Promise<unknown>;
  /** Logged with the error when a run fails; the next run still comes. */
  failureMessage: string;
};

/**
 * A background job on instances with JOBS_ENABLED (tests call the services directly): runs
 * one after another with `intervalMs` between them, never overlapping on one instance; on close
 * the timer stops and the run in progress is awaited. Jobs that several instances run must take
 * their work with row locks (SKIP LOCKED) themselves.
 */
export function intervalJob(job: IntervalJob) {
  return fp(
    async (fastify) => {
      if (!fastify.config.jobsEnabled) return;
      let timer: NodeJS.Timeout | null = null;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = job
          .run(fastify, Date.now())
          .catch((error: unknown) => fastify.log.error({ err: error }, job.failureMessage))
          .finally(() => {
            if (timer !== null) timer = setTimeout(tick, job.intervalMs);
          });
      };
      fastify.addHook('onReady', async () => {
        timer = setTimeout(tick, job.intervalMs);
      });
      fastify.addHook('preClose', async () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        await running;
      });
    },
    { name: job.name, dependencies: ['config', 'db'] },
  );
}

/** How often a database job (`databaseJob`) looks for work. */
export const databaseJobIntervalMs = 1000;

/**
 * A job whose run is one service call on the database, once every `databaseJobIntervalMs`
 * (betting's in-play delay, settlement).
 */
export function databaseJob(name: string, run: (db: Database, nowMs: number) => Promise<unknown>, failureMessage: string) {
  return intervalJob({ name, intervalMs: databaseJobIntervalMs, run: (fastify, nowMs) => run(fastify.db, nowMs), failureMessage });
}
