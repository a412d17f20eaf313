import { ZMenu, type DeepMenu, type Menu } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, emptyLocation } from '../helpers/menu-api.ts';
import type { SignedIn } from '../helpers/sign-in.ts';

const fullMenu = {
  name: '  Brunch  ',
  description: '<p>Eggs <b>all day</b><script>alert(1)</script><a href="x">link</a></p>',
  slug: 'brunch',
  type: 'a-la-carte',
  price: '12,5',
  dine_in: true,
  on_demand: true,
  scheduled: true,
  member_only: true,
  event_package: true,
  access_level: 'staff_only',
  allow_sections: false,
  max_orders_per_interval: 4.6,
  ordering_interval: 15,
  last_call_time: 30,
  estimated_prep_time: 20,
  required_notice: 60,
  localization: { fr: { name: 'Brunch FR', description: '<i>Œufs</i><img src=x onerror=y>' } },
  published: true,
  availability: [
    { day_of_week: 6, start_time: '09:00', end_time: '14:00' },
    { day_of_week: 7, start_time: '09:00', end_time: '24:00' },
  ],
};

describe('menus: create, update, delete', () => {
  let t: TestApp;
  let user: SignedIn;
  let locationId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ user, locationId } = await emptyLocation(t));
  });
  afterAll(() => t.close());

  async function deepMenu(id: number): Promise<DeepMenu> {
    return (await call(t, user, 'GET', `/api/menus/deep-get-menu/${id}`)).json<DeepMenu>();
  }

  it('creates a menu with every field and answers what deep-get-menu answers', async () => {
    const before = Date.now();
    const res = await call(t, user, 'POST', '/api/menus', { body: fullMenu });
    expect(res.statusCode, res.body).toBe(201);
    const menu = res.json<Menu>();
    expect(menu).toMatchObject({
      name: 'Brunch',
      description: '<p>Eggs <b>all day</b>link</p>',
      slug: 'brunch',
      price: 12.5,
      dine_in: true,
      on_demand: true,
      scheduled: true,
      member_only: true,
      event_package: true,
      access_level: 'staff_only',
      allow_sections: false,
      max_orders_per_interval: 5,
      ordering_interval: 15,
      last_call_time: 30,
      estimated_prep_time: 20,
      required_notice: 60,
      localization: { fr: { name: 'Brunch FR', description: '<i>Œufs</i>' } },
      published: true,
      menu_group_id: null,
      image: null,
      availability: fullMenu.availability,
    });
    expect(Date.parse(menu.published_at!)).toBeGreaterThanOrEqual(before - 1000);
    const { sections, items, ...deep } = await deepMenu(menu.id);
    expect(deep).toEqual(menu);
    expect(sections).toEqual([]);
    expect(items).toEqual([]);
  });

  it('applies the defaults of the spec when only a name is sent, and puts the menu last', async () => {
    const first = (
      await call(t, user, 'POST', '/api/menus', { body: { name: 'One' } })
    ).json<Menu>();
    const res = await call(t, user, 'POST', '/api/menus', { body: { name: 'Two' } });
    const menu = ZMenu.parse(res.json());
    expect(menu).toMatchObject({
      description: null,
      type: 'a-la-carte',
      price: null,
      dine_in: false,
      on_demand: false,
      scheduled: false,
      member_only: false,
      event_package: false,
      access_level: 'unrestricted',
      max_orders_per_interval: 0,
      ordering_interval: null,
      localization: {},
      published: false,
      published_at: null,
      availability: [],
    });
    expect(menu.order).toBe(first.order + 1);
  });

  it('refuses a menu without a name, in English and in French', async () => {
    const en = await call(t, user, 'POST', '/api/menus', { body: { name: '  ' } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'This field is required.' },
    });
    const fr = await call(t, user, 'POST', '/api/menus', { body: {}, locale: 'fr-CA' });
    expect(fr.json()).toMatchObject({ fields: { name: 'Ce champ est requis.' } });
  });

  it('normalises prices: 3 decimals rounded half up, comma decimal, text refused', async () => {
    const make = async (price: unknown) =>
      call(t, user, 'POST', '/api/menus', { body: { name: 'Priced', price } });
    expect((await make(4.555)).json()).toMatchObject({ price: 4.56 });
    expect((await make('12.505')).json()).toMatchObject({ price: 12.51 });
    expect((await make('4,5')).json()).toMatchObject({ price: 4.5 });
    const text = await make('abc');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ fields: { price: 'Must be a number.' } });
  });

  it('refuses a negative price instead of saving the default, in both languages', async () => {
    const before = (await call(t, user, 'GET', '/api/menus')).json<unknown[]>().length;
    for (const [locale, message] of [
      ['en-CA', 'Price cannot be negative.'],
      ['fr-CA', 'Le prix ne peut pas être négatif.'],
    ] as const) {
      for (const price of [-3, '-4.5']) {
        const answer = await call(t, user, 'POST', '/api/menus', {
          body: { name: 'Priced', price },
          locale,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'validation_failed',
          fields: { price: message },
        });
      }
    }
    expect((await call(t, user, 'GET', '/api/menus')).json<unknown[]>()).toHaveLength(before);
  });

  it('publishes with a date, keeps the first date when saved published again, drafts without one', async () => {
    const created = (
      await call(t, user, 'POST', '/api/menus', { body: { name: 'Lunch' } })
    ).json<Menu>();
    expect(created.published_at).toBeNull();
    const published = (
      await call(t, user, 'PUT', `/api/menus/${created.id}`, { body: { published: true } })
    ).json<Menu>();
    expect(published.published).toBe(true);
    expect(published.published_at).not.toBeNull();
    const again = (
      await call(t, user, 'PUT', `/api/menus/${created.id}`, {
        body: { published: true, name: 'Lunch 2' },
      })
    ).json<Menu>();
    expect(again.published_at).toBe(published.published_at);
    expect(again.name).toBe('Lunch 2');
    const draft = (
      await call(t, user, 'PUT', `/api/menus/${created.id}`, { body: { published: false } })
    ).json<Menu>();
    expect(draft).toMatchObject({ published: false, published_at: null, name: 'Lunch 2' });
  });

  it('updates only the fields sent; availability sent replaces the week', async () => {
    const created = (await call(t, user, 'POST', '/api/menus', { body: fullMenu })).json<Menu>();
    const res = await call(t, user, 'PUT', `/api/menus/${created.id}`, {
      body: {
        description: null,
        dine_in: false,
        availability: [{ day_of_week: 1, start_time: '07:30', end_time: '11:00' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Menu>();
    expect(updated).toMatchObject({
      name: 'Brunch',
      description: null,
      dine_in: false,
      on_demand: true,
      availability: [{ day_of_week: 1, start_time: '07:30', end_time: '11:00' }],
    });
    const { sections: _s, items: _i, ...deep } = await deepMenu(created.id);
    expect(deep).toEqual(updated);
    const changes = await catalogueChanges(t, locationId, 'menu');
    expect(changes[0]).toMatchObject({
      entity_id: created.id,
      action: 'update',
      before: { dine_in: true, availability: fullMenu.availability },
      after: { dine_in: false },
    });
  });

  it('refuses an end time equal to the start time and a menu group of nowhere', async () => {
    // An end before the start runs past midnight (test/scheduling/hours-past-midnight.test.ts).
    const res = await call(t, user, 'POST', '/api/menus', {
      body: {
        name: 'Bad',
        availability: [{ day_of_week: 1, start_time: '10:00', end_time: '10:00' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { 'availability.0.end_time': 'Must be different from 10:00.' },
    });
    const group = await call(t, user, 'POST', '/api/menus', {
      body: { name: 'Grouped', menu_group_id: 999999 },
    });
    expect(group.statusCode).toBe(404);
  });

  it('deletes a menu with 204, then answers 404', async () => {
    const created = (
      await call(t, user, 'POST', '/api/menus', { body: { name: 'Temporary' } })
    ).json<Menu>();
    const res = await call(t, user, 'DELETE', `/api/menus/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(t, user, 'GET', `/api/menus/deep-get-menu/${created.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(t, user, 'DELETE', `/api/menus/${created.id}`)).statusCode).toBe(404);
    expect((await catalogueChanges(t, locationId, 'menu'))[0]).toMatchObject({
      action: 'delete',
      entity_id: created.id,
      before: { name: 'Temporary' },
      after: null,
    });
  });

  it('creates menu and availability in one transaction: a failing availability leaves nothing', async () => {
    // A test-only trigger refuses one particular opening time, as a failing database would.
    await t.database.db.execute(sql`
      create or replace function refuse_test_availability() returns trigger language plpgsql as $$
      begin
        if new.start_time = '03:33' then raise exception 'availability refused by test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_test_availability before insert on menu_availability
      for each row execute function refuse_test_availability()`);
    try {
      const menusBefore = (await call(t, user, 'GET', '/api/menus')).json<Menu[]>().length;
      const historyBefore = (await catalogueChanges(t, locationId, 'menu')).length;
      const res = await call(t, user, 'POST', '/api/menus', {
        body: {
          name: 'Doomed',
          availability: [{ day_of_week: 2, start_time: '03:33', end_time: '04:00' }],
        },
      });
      expect(res.statusCode).toBe(500);
      const menus = (await call(t, user, 'GET', '/api/menus')).json<Menu[]>();
      expect(menus).toHaveLength(menusBefore);
      expect(menus.some((menu) => menu.name === 'Doomed')).toBe(false);
      expect(await catalogueChanges(t, locationId, 'menu')).toHaveLength(historyBefore);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_test_availability on menu_availability`);
    }
  });
});
