import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ScheduledJob } from '../../jobs/tracked-job.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';
import { rateLimitCountersRepository } from './rate-limit-counters.repository.ts';

/** Deletes the database's ended rate-limit windows (pg-boss schedule; one instance runs it). */
export const rateLimitSweepJob: ScheduledJob = {
  name: 'rate-limit-sweep',
  cron: '*/10 * * * *',
  async run(database) {
    await rateLimitCountersRepository.deleteExpired(database.db);
  },
};

/**
 * @fastify/rate-limit with counters every instance shares: Redis when `REDIS_URL` is set, else
 * the database (`rate_limit_counters`, swept every 10 minutes). Routes opt in with
 * `config.rateLimit` (auth-limits.ts, membership-lookup-limit.ts). The counters are a throttle,
 * so a counter store that does not answer lets requests through (`skipOnError`) rather than
 * refusing every sign-in; the guards that must hold (sign-in lockout, PIN attempts) are rows
 * checked in the same request.
 */
export const sharedRateLimits = fp(async (app) => {
  const { config, database, jobs } = app.ctx;
  if (!config.redisUrl) {
    jobs.schedule(rateLimitSweepJob);
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      store: databaseRateLimitStore(database.db),
    });
    return;
  }
  // The plugin's advice: fail fast rather than queue while Redis is away.
  const redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    redis,
    nameSpace: 'rate-limit:',
  });
});
