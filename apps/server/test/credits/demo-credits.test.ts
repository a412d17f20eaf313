import type { CreditHistoryPage, CreditsPage } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { callApi, isoDateInDays } from '../helpers/order-writes.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The demo school shows credits with some history on first start. */
describe('demo credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo school credits, with who gave them, and customer accounts', async () => {
    const { school } = await demoLocationIds(t);
    const manager = (await signIn(t, 'manager@demo.test')).headers(school);
    const list = (await callApi(t, manager, 'GET', '/api/auth/credits')).json<CreditsPage>();
    expect(list.items).toMatchObject([
      { email: 'lea.tremblay@demo.test', balance: 25 },
      { email: 'noah.gagnon@demo.test', balance: 10 },
      { email: 'olivia.roy@demo.test', balance: 0 },
    ]);
    const range = encodeURIComponent(JSON.stringify([isoDateInDays(-40), isoDateInDays(0)]));
    const history = (
      await callApi(t, manager, 'GET', `/api/auth/credits/history?dateRange=${range}`)
    ).json<CreditHistoryPage>();
    expect(history.items.map((row) => row.kind).sort()).toEqual([
      'expire',
      'grant',
      'grant',
      'grant',
      'staff_adjust',
    ]);
    expect(history.items[0]!.by).toMatchObject({ email: 'manager@demo.test' });
    const found = await callApi(t, manager, 'GET', '/api/customers?search=liam');
    expect(found.json()).toMatchObject([{ email: 'liam.cote@demo.test', name: 'Liam Côté' }]);
  });
});
