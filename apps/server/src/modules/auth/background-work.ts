import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundWork {
  /** Starts `work` without waiting for it; a failure is logged, never thrown at the caller. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Waits for everything started so far (on shutdown, and in tests). */
  settled(): Promise<void>;
}

/** Work a request starts but does not wait for, e.g. mail whose delivery time must not show. */
export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background work failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
