import type { FastifyBaseLogger } from 'fastify';

interface Step {
  progress: number;
  total: number | undefined;
}

const PROGRESS_INTERVAL_MS = 200;

const merged = (earlier: Step | null, step: Step): Step => ({
  progress: step.progress,
  total: step.total ?? earlier?.total,
});

/**
 * The progress of one run as pollers see it. Writes closer than 200 ms apart are folded: the
 * latest step is written when the interval has passed (so the step a run stops at, e.g. waiting
 * for a lock, is always shown), and the last step (`progress >= total`) at once.
 *
 * PGlite has one connection: progress reported inside the job's own open transaction would wait
 * for that transaction forever, so it is kept and written when the transaction ends (nobody
 * could read it sooner there anyway). PostgreSQL writes it at once on another connection of the
 * pool, so pollers follow a long all-or-nothing write.
 */
export class RunProgress {
  readonly #write: (step: Step) => Promise<void>;
  readonly #holdsTheConnection: boolean;
  readonly #log: Pick<FastifyBaseLogger, 'warn'>;
  #lastWrite = 0;
  #pending: Step | null = null;
  #timer: NodeJS.Timeout | null = null;
  #held: Step | null = null;
  #openTransactions = 0;
  #writing: Promise<void> = Promise.resolve();

  constructor(options: {
    write: (step: Step) => Promise<void>;
    holdsTheConnection: boolean;
    log: Pick<FastifyBaseLogger, 'warn'>;
  }) {
    this.#write = options.write;
    this.#holdsTheConnection = options.holdsTheConnection;
    this.#log = options.log;
  }

  async report(progress: number, total: number | undefined): Promise<void> {
    const step = merged(this.#pending, { progress, total });
    const last = total !== undefined && progress >= total;
    const wait = this.#lastWrite + PROGRESS_INTERVAL_MS - Date.now();
    if (!last && wait > 0) {
      this.#pending = step;
      this.#timer ??= setTimeout(() => {
        this.#timer = null;
        const trailing = this.#pending;
        this.#pending = null;
        if (trailing) {
          this.#emit(trailing).catch((error: unknown) =>
            this.#log.warn({ err: error }, 'could not write the progress of a job run'),
          );
        }
      }, wait);
      return;
    }
    this.#pending = null;
    await this.#emit(step);
  }

  /** Runs `work` (the job's transaction); progress held meanwhile is written when the last ends. */
  async inTransaction<T>(work: () => Promise<T>): Promise<T> {
    this.#openTransactions += 1;
    try {
      return await work();
    } finally {
      this.#openTransactions -= 1;
      const held = this.#held;
      if (this.#openTransactions === 0 && held) {
        this.#held = null;
        await this.#emit(held);
      }
    }
  }

  /** Before the run's outcome is written: nothing more is written after it. */
  async settle(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#pending = null;
    await this.#writing.catch(() => undefined);
  }

  async #emit(step: Step): Promise<void> {
    this.#lastWrite = Date.now();
    if (this.#holdsTheConnection && this.#openTransactions > 0) {
      this.#held = merged(this.#held, step);
      return;
    }
    const write = this.#writing.catch(() => undefined).then(() => this.#write(step));
    this.#writing = write;
    await write;
  }
}
