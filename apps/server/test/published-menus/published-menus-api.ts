import { gunzipSync } from 'node:zlib';
import { ZPublishedMenu, type PublishedMenu } from '@app/domain';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';

export const optimizedUrl = '/api/menus/get-published-menus-optimized';

/** The menus of an answer of `get-published-menus-optimized`, decoding a base64 gzip body. */
export function menusOfAnswer(body: string): PublishedMenu[] {
  const answer = JSON.parse(body) as unknown;
  const json = Array.isArray(answer)
    ? body
    : gunzipSync(Buffer.from((answer as { body: string }).body, 'base64')).toString('utf8');
  return ZPublishedMenu.array().parse(JSON.parse(json));
}

/** Reads the published menus through the API as the caller of `headers`; 200 expected. */
export async function readPublishedMenus(
  t: TestApp,
  headers: Record<string, string>,
): Promise<PublishedMenu[]> {
  const res = await t.app.inject({ method: 'GET', url: optimizedUrl, headers });
  expect(res.statusCode, res.body).toBe(200);
  return menusOfAnswer(res.body);
}

/** Every item of the menus, in sections and outside them. */
export function itemNames(menus: PublishedMenu[]): string[] {
  return menus.flatMap((menu) => [
    ...menu.sections.flatMap((section) => section.items.map((item) => item.name)),
    ...menu.items.map((item) => item.name),
  ]);
}
