import {
  POS_PULL_POLL_INTERVAL_MS,
  ZPosPullResult,
  hasPullAdvanced,
  isJobRunFinished,
  isPullTimedOut,
  latestMenuUpdate,
  type JobRun,
  type MenuSummary,
  type PosPullResult,
} from '@app/domain';
import { isApiError } from '#lib/api/api-error.ts';

/** How often the run is asked about while the server answers (spec: "about every second"). */
export const PULL_RUN_POLL_INTERVAL_MS = 1_000;

/** Where a pull stands, as the dialog shows it. Times are epoch milliseconds. */
export type PullState =
  | { phase: 'starting'; startedAt: number }
  /** The server took the pull: its run, polled until it ends. */
  | { phase: 'running'; startedAt: number; run: JobRun }
  /** The pull call answered 503, 504 or nothing: the menu list is polled instead (spec §4). */
  | { phase: 'waiting'; startedAt: number; checks: number }
  /** `result` is null when success was told by the menus' update time alone. */
  | { phase: 'succeeded'; startedAt: number; endedAt: number; result: PosPullResult | null }
  /** The server refused or failed the pull; `error` as it answered. */
  | { phase: 'failed'; startedAt: number; endedAt: number; error: unknown }
  /** 300 s passed without the menus' update time advancing: the pull is rejected (spec §8). */
  | { phase: 'rejected'; startedAt: number; endedAt: number };

export interface PullDeps {
  locationId: number;
  start(locationId: number, signal: AbortSignal): Promise<JobRun>;
  run(id: number, signal: AbortSignal): Promise<JobRun>;
  menus(signal: AbortSignal): Promise<MenuSummary[]>;
  now(): number;
  signal: AbortSignal;
}

/** Spec §4: these mean "the answer was lost", not "the pull failed". */
export function isLostAnswer(error: unknown): boolean {
  return (
    isApiError(error) && (error.isNetworkError || error.status === 503 || error.status === 504)
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * Runs a point-of-sale pull to its end, telling each step to `report`: reads the menus' latest
 * update time, starts the pull, then follows its run every second. When the start (or a later
 * poll of the run) answers 503, 504 or nothing, the pull may still be under way on the server:
 * the menu list is read every 10 s until its latest update time is later than before (success)
 * or 300 s have passed since the start (rejected); a run still going after 300 s is rejected too.
 * Stops quietly when `signal` aborts.
 */
export async function runPosPull(
  deps: PullDeps,
  report: (state: PullState) => void,
): Promise<void> {
  const startedAt = deps.now();
  report({ phase: 'starting', startedAt });
  try {
    const before = latestMenuUpdate(await deps.menus(deps.signal));
    const waitForAdvance = async () => {
      for (let checks = 0; ;) {
        report({ phase: 'waiting', startedAt, checks });
        await sleep(POS_PULL_POLL_INTERVAL_MS, deps.signal);
        checks += 1;
        const menus = await deps.menus(deps.signal).catch((error: unknown) => {
          if (deps.signal.aborted) throw error;
          return null;
        });
        if (menus && hasPullAdvanced(before, latestMenuUpdate(menus))) {
          return report({ phase: 'succeeded', startedAt, endedAt: deps.now(), result: null });
        }
        if (isPullTimedOut(startedAt, deps.now())) {
          return report({ phase: 'rejected', startedAt, endedAt: deps.now() });
        }
      }
    };
    let run: JobRun;
    try {
      run = await deps.start(deps.locationId, deps.signal);
    } catch (error) {
      if (isLostAnswer(error)) return await waitForAdvance();
      throw error;
    }
    while (!isJobRunFinished(run.status)) {
      // A run the server never ends (its worker died) is rejected like a lost answer.
      if (isPullTimedOut(startedAt, deps.now())) {
        return report({ phase: 'rejected', startedAt, endedAt: deps.now() });
      }
      report({ phase: 'running', startedAt, run });
      await sleep(PULL_RUN_POLL_INTERVAL_MS, deps.signal);
      try {
        run = await deps.run(run.id, deps.signal);
      } catch (error) {
        if (isLostAnswer(error)) return await waitForAdvance();
        throw error;
      }
    }
    if (run.status === 'failed') {
      return report({ phase: 'failed', startedAt, endedAt: deps.now(), error: run.error });
    }
    const result = ZPosPullResult.safeParse(run.result);
    report({
      phase: 'succeeded',
      startedAt,
      endedAt: deps.now(),
      result: result.success ? result.data : null,
    });
  } catch (error) {
    if (deps.signal.aborted) return;
    report({ phase: 'failed', startedAt, endedAt: deps.now(), error });
  }
}
