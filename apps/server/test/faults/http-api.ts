import type { JobRun } from '@app/domain';
import { expect } from 'vitest';
import { waitUntil } from '../helpers/wait-until.ts';

export type Locale = 'en-CA' | 'fr-CA';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** Calls a server over real HTTP as one signed-in user at one location. */
export interface HttpCaller {
  (
    method: string,
    path: string,
    options?: { json?: unknown; form?: FormData; locale?: Locale; idempotencyKey?: string },
  ): Promise<HttpAnswer>;
}

/**
 * Signs `email` in through `POST /api/auth/sign-in` and answers a caller at `tenant`. `baseUrl`
 * is read at each call: the session (a row in the database) outlives a server restart.
 */
export async function signInOverHttp(
  baseUrl: () => string,
  account: { email: string; password: string },
  tenant: number,
): Promise<HttpCaller> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'x-restaurant-id': String(tenant),
      'accept-language': options.locale ?? 'en-CA',
    };
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const answer = await fetch(`${baseUrl()}${path}`, {
      method,
      headers,
      ...(options.form ? { body: options.form } : {}),
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

/** `GET /api/jobs/{id}` in `locale`. */
export async function readRun(caller: HttpCaller, id: number, locale?: Locale): Promise<JobRun> {
  const res = await caller('GET', `/api/jobs/${id}`, locale ? { locale } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as JobRun;
}

/** Polls a run until it has ended (succeeded or failed). */
export async function endedRun(caller: HttpCaller, id: number): Promise<JobRun> {
  let run: JobRun | undefined;
  await waitUntil(`run ${id} to end`, async () => {
    run = await readRun(caller, id);
    return run.status === 'succeeded' || run.status === 'failed';
  });
  return run!;
}
