import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { locationChanges } from './change-history-rows.ts';

const FR_PATH = 'order_options.localization.fr.orders_paused_message';

describe('PUT /api/restaurants/:id (pause toggle)', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  async function pause(email: string, tenant: number, payload: object, locale = 'en-CA') {
    const user = await signIn(t, email);
    return t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${tenant}`,
      headers: { ...user.headers(tenant), 'accept-language': locale },
      payload,
    });
  }

  it('refuses a pause message without French, in English and in French', async () => {
    const body = { orders_paused: true, order_options: { orders_paused_message: 'Back at 5 pm.' } };
    const en = await pause('lead@demo.test', ids.bistro, body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      fields: { [FR_PATH]: 'Enter this message in English and in French.' },
    });
    const fr = await pause('lead@demo.test', ids.bistro, body, 'fr-CA');
    expect(fr.json()).toMatchObject({
      message: 'Certains champs ne sont pas valides.',
      fields: { [FR_PATH]: 'Entrez ce message en anglais et en français.' },
    });
    const manager = await signIn(t, 'manager@demo.test');
    const current = await t.app.inject({
      url: `/api/restaurants/${ids.bistro}`,
      headers: manager.headers(ids.bistro),
    });
    expect(current.json()).toMatchObject({ orders_paused: false });
  });

  it('lets a lead pause orders where order management is on, keeping the other options', async () => {
    const res = await pause('lead@demo.test', ids.bistro, {
      orders_paused: true,
      order_options: {
        orders_paused_message: 'Kitchen closed for a private event.',
        localization: { fr: { orders_paused_message: 'Cuisine fermée pour un événement privé.' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orders_paused: true,
      order_options: {
        orders_paused_message: 'Kitchen closed for a private event.',
        localization: { fr: { orders_paused_message: 'Cuisine fermée pour un événement privé.' } },
        max_items_per_cart: 30,
      },
    });
    const [entry] = await locationChanges(t, ids.bistro);
    expect(entry).toMatchObject({ action: 'pause_orders', user_email: 'lead@demo.test' });
    expect(entry!.before).toMatchObject({ orders_paused: false });
    expect(entry!.after).toMatchObject({ orders_paused: true });
  });

  it('resumes orders with only the flag, keeping the messages', async () => {
    const res = await pause('lead@demo.test', ids.bistro, { orders_paused: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orders_paused: false,
      order_options: { orders_paused_message: 'Kitchen closed for a private event.' },
    });
    expect((await locationChanges(t, ids.bistro))[0]).toMatchObject({ action: 'resume_orders' });
  });

  it('refuses the pause where the location takes no orders, and to members', async () => {
    // Every demo location takes orders: a location of its own that does not.
    const closed = await createLocationFixture(t.database.db);
    const lead = await createUserFixture(t.database.db, { role: 'lead', locations: [closed.id] });
    const signedIn = await signIn(t, lead.email, lead.password);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${closed.id}`,
      headers: signedIn.headers(closed.id),
      payload: { orders_paused: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_disabled' });
    const member = await pause('member@demo.test', ids.bistro, { orders_paused: true });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'forbidden_role' });
  });

  it('treats a pause body with other fields as a location update (manager and above)', async () => {
    const res = await pause('lead@demo.test', ids.bistro, { orders_paused: true, name: 'Closed' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden_role' });
  });

  it('applies the both-languages rule to a manager update of the pause message too', async () => {
    const res = await pause('manager@demo.test', ids.school, {
      orders_paused: true,
      order_options: { orders_paused_message: 'Closed today.', localization: {} },
      force_publish: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { [FR_PATH]: 'Enter this message in English and in French.' },
    });
  });
});
