import type {
  DeepMenu,
  Item,
  JobRun,
  Menu,
  OptionGroup,
  ReplicationReport,
  Section,
} from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  menus,
  optionGroups,
  optionValues,
  rotationalMenuItems,
  rotationalMenus,
} from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, type Locale } from '../helpers/menu-api.ts';
import { jobRunWhen } from '../helpers/job-run.ts';

/**
 * `POST /api/menus/replicate` (202, a `menu-replication` run followed through `GET /jobs/{id}`):
 * a manager of four locations (source, b, c, d) copies menus from the source; `other` is a
 * location the manager does not have.
 */
describe('menu replication', () => {
  let t: TestApp;
  let manager: SignedIn;
  let source: number;
  let b: number;
  let c: number;
  let d: number;
  let other: number;
  let lunch: DeepMenu;
  let dinnerId: number;
  let sauces: number;
  let existingSaucesAtB: number;

  const db = () => t.database.db;
  const ascending = (...ids: number[]) => ids.sort((x, y) => x - y);
  const replicate = (body: unknown, options: { locale?: Locale; user?: SignedIn } = {}) =>
    call(t, options.user ?? manager, 'POST', '/api/menus/replicate', {
      body,
      tenant: source,
      ...(options.locale ? { locale: options.locale } : {}),
    });
  /** Polls the run until it has ended. */
  const finished = (id: number, locale: Locale = 'en-CA') =>
    jobRunWhen(() => call(t, manager, 'GET', `/api/jobs/${id}`, { tenant: source, locale }));
  /** Starts a replication that must be accepted, and answers its ended run. */
  const replicated = async (body: unknown, locale: Locale = 'en-CA') => {
    const res = await replicate(body, { locale });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<JobRun>()).toMatchObject({ kind: 'menu-replication', status: 'queued' });
    return finished(res.json<JobRun>().id, locale);
  };
  const reportOf = (run: JobRun) => {
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    return run.result as ReplicationReport;
  };
  const deepMenus = async (tenant: number) =>
    (await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant })).json<DeepMenu[]>();
  const groups = async (tenant: number) =>
    (await call(t, manager, 'GET', '/api/options', { tenant })).json<OptionGroup[]>();
  /** Everything a location holds that replication could write, to compare before and after. */
  const snapshot = async (tenant: number) => ({
    menus: await deepMenus(tenant),
    groups: await groups(tenant),
    rotational: await db()
      .select({ id: rotationalMenus.id })
      .from(rotationalMenus)
      .where(eq(rotationalMenus.restaurant_id, tenant)),
    history: (await catalogueChanges(t, tenant, 'menu')).length,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    [source, b, c, d, other] = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await createLocationFixture(db())).id),
    ).then((ids) => ids as [number, number, number, number, number]);
    const fixture = await createUserFixture(db(), {
      role: 'manager',
      locations: [source, b, c, d],
    });
    manager = await signIn(t, fixture.email, fixture.password);
    const post = async <T>(url: string, body: unknown, tenant = source) => {
      const res = await call(t, manager, 'POST', url, { body, tenant });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<T>();
    };
    // A modifier group whose option opens a sub-group, at the source.
    const [kinds] = await db()
      .insert(optionGroups)
      .values({ restaurant_id: source, name: 'Mayo kinds' })
      .returning();
    await db()
      .insert(optionValues)
      .values({ restaurant_id: source, option_group_id: kinds!.id, name: 'Spicy', price: 0.5 });
    const [group] = await db()
      .insert(optionGroups)
      .values({ restaurant_id: source, name: 'Sauces', required: true })
      .returning();
    sauces = group!.id;
    await db().insert(optionValues).values({
      restaurant_id: source,
      option_group_id: sauces,
      name: 'Mayo',
      sub_group_id: kinds!.id,
    });
    // b already has a group called "sauces" (other case): replication uses it.
    const [atB] = await db()
      .insert(optionGroups)
      .values({ restaurant_id: b, name: 'sauces ' })
      .returning();
    existingSaucesAtB = atB!.id;

    const menu = await post<Menu>('/api/menus', {
      name: 'Lunch',
      image: '/api/uploads/0123456789abcdef0123456789abcdef.webp',
      published: true,
      availability: [{ day_of_week: 1, start_time: '11:00', end_time: '14:00' }],
    });
    const section = await post<Section>(`/api/menus/${menu.id}/sections`, { name: 'Mains' });
    const burger = await post<Item>(`/api/menus/${menu.id}/sections/${section.id}/items`, {
      name: 'Burger',
      base_price: 12.5,
      options: [sauces],
    });
    await post<Item>(`/api/menus/${menu.id}/items`, { name: 'Fries', base_price: 4 });
    dinnerId = (await post<Menu>('/api/menus', { name: 'Dinner' })).id;
    const [day] = await db()
      .insert(rotationalMenus)
      .values({ restaurant_id: source, menu_id: menu.id, date: '2030-03-04' })
      .returning();
    await db()
      .insert(rotationalMenuItems)
      .values({ restaurant_id: source, rotational_menu_id: day!.id, item_id: burger.id });
    lunch = (
      await call(t, manager, 'GET', `/api/menus/deep-get-menu/${menu.id}`, { tenant: source })
    ).json<DeepMenu>();
  });
  afterAll(() => t.close());

  it('copies a menu into the chosen locations only, with its contents and modifier groups', async () => {
    const before = { source: await snapshot(source), d: await snapshot(d) };
    const run = await replicated({
      menus: [lunch.id],
      restaurantIds: [c, b],
      copyRotationalMenus: true,
    });
    // Targets are written in id order; the run counted them.
    expect(run).toMatchObject({ progress: 2, total: 2, error: null });
    const report = reportOf(run);
    expect(report.locations.map((l) => l.restaurant_id)).toEqual(ascending(b, c));
    const at = (id: number) => report.locations.find((l) => l.restaurant_id === id)!;
    // b reuses its own "sauces " and creates the sub-group; c creates both.
    expect([at(b).option_groups_created, at(c).option_groups_created]).toEqual([1, 2]);
    expect([at(b).rotational_menus_copied, at(c).rotational_menus_copied]).toEqual([1, 1]);

    for (const target of [b, c]) {
      const [copy] = await deepMenus(target);
      const entry = at(target).menus[0]!;
      expect(entry).toMatchObject({ source_menu_id: lunch.id, name: 'Lunch', outcome: 'created' });
      expect(copy).toMatchObject({
        id: entry.menu_id,
        name: 'Lunch',
        image: lunch.image,
        published: true,
        availability: lunch.availability,
      });
      expect(copy!.id).not.toBe(lunch.id);
      expect(
        copy!.sections.map((s) => [s.name, s.items.map((i) => [i.name, i.base_price])]),
      ).toEqual([['Mains', [['Burger', 12.5]]]]);
      expect(copy!.items.map((i) => i.name)).toEqual(['Fries']);
      // The burger offers the target's own "Sauces", whose option opens the target's "Mayo kinds".
      const targetGroups = await groups(target);
      const linked = targetGroups.find((g) => g.id === copy!.sections[0]!.items[0]!.options[0]);
      expect(linked!.name.trim().toLowerCase()).toBe('sauces');
      const kinds = targetGroups.find((g) => g.name === 'Mayo kinds')!;
      expect(kinds.values.map((v) => [v.name, v.price])).toEqual([['Spicy', 0.5]]);
      if (target === b) {
        expect(linked!.id).toBe(existingSaucesAtB);
        expect(linked!.values).toEqual([]);
      } else {
        expect(linked!.values.map((v) => [v.name, v.sub_group_id])).toEqual([['Mayo', kinds.id]]);
      }
      const [day] = await db()
        .select()
        .from(rotationalMenus)
        .where(eq(rotationalMenus.restaurant_id, target));
      expect(day).toMatchObject({ menu_id: copy!.id, date: '2030-03-04' });
      const dayItems = await db()
        .select()
        .from(rotationalMenuItems)
        .where(eq(rotationalMenuItems.rotational_menu_id, day!.id));
      expect(dayItems.map((i) => i.item_id)).toEqual([copy!.sections[0]!.items[0]!.id]);
      const [change] = await catalogueChanges(t, target, 'menu');
      expect(change).toMatchObject({ action: 'replicate', entity_id: copy!.id });
    }
    // Nothing leaked to the location that was not chosen, and the source is unchanged.
    expect(await snapshot(d)).toEqual(before.d);
    expect(await snapshot(source)).toEqual(before.source);
  });

  it('refuses to overwrite a same-named menu without the confirmation word, changing nothing', async () => {
    const before = { b: await snapshot(b), c: await snapshot(c), d: await snapshot(d) };
    for (const confirmation of [undefined, '', 'overwrite', 'ÉCRASER', 'OVERWRITES']) {
      const res = await replicate({
        menus: [lunch.id, dinnerId],
        restaurantIds: [d, b],
        confirmation,
      });
      expect(res.statusCode, `${confirmation}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'replication_overwrite_unconfirmed' });
    }
    const fr = await replicate({ menus: [lunch.id], restaurantIds: [b] }, { locale: 'fr-CA' });
    expect(fr.json<{ message: string }>().message).toContain('mot de confirmation');
    expect({ b: await snapshot(b), c: await snapshot(c), d: await snapshot(d) }).toEqual(before);
  });

  it('overwrites a same-named menu in place once the word is typed, in either language', async () => {
    const [oldCopy] = await deepMenus(b);
    // The source changes; the overwrite brings the change and drops what the target had.
    await call(t, manager, 'PUT', `/api/menus/${lunch.id}/items/${lunch.items[0]!.id}`, {
      body: { name: 'Poutine' },
      tenant: source,
    });
    const [location] = reportOf(
      await replicated({ menus: [lunch.id], restaurantIds: [b], confirmation: ' ECRASER ' }),
    ).locations;
    expect(location!.menus).toEqual([
      { source_menu_id: lunch.id, name: 'Lunch', menu_id: oldCopy!.id, outcome: 'overwritten' },
    ]);
    const after = await deepMenus(b);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(oldCopy!.id);
    expect(after[0]!.items.map((i) => i.name)).toEqual(['Poutine']);
    expect(after[0]!.sections.flatMap((s) => s.items.map((i) => i.name))).toEqual(['Burger']);
    expect(after[0]!.availability).toEqual(lunch.availability);
    // No second "Mayo kinds": the one created by the first copy is matched by name.
    expect((await groups(b)).filter((g) => g.name === 'Mayo kinds')).toHaveLength(1);
    // Without copyRotationalMenus the overwritten menu's daily plan is gone with its items.
    expect(
      await db().select().from(rotationalMenus).where(eq(rotationalMenus.restaurant_id, b)),
    ).toEqual([]);

    reportOf(
      await replicated({ menus: [lunch.id], restaurantIds: [b], confirmation: 'OVERWRITE' }),
    );
    expect((await deepMenus(b)).map((m) => m.id)).toEqual([oldCopy!.id]);
  });

  it('refuses targets the user may not use, the source itself, foreign menus and empty choices', async () => {
    const before = { b: await snapshot(b), other: await snapshot(other) };
    const forbidden = await replicate({ menus: [dinnerId], restaurantIds: [b, other] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'replication_location_forbidden' });
    const itself = await replicate({ menus: [dinnerId], restaurantIds: [source] });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ code: 'replication_same_location' });
    const [bMenu] = await deepMenus(b);
    const foreignMenu = await replicate({ menus: [bMenu!.id], restaurantIds: [c] });
    expect(foreignMenu.statusCode).toBe(400);
    expect(foreignMenu.json()).toMatchObject({ code: 'unknown_menus' });
    for (const [locale, text] of [
      ['en-CA', 'Please select at least one location'],
      ['fr-CA', 'Veuillez sélectionner au moins un établissement'],
    ] as const) {
      const empty = await replicate({ menus: [dinnerId], restaurantIds: [] }, { locale });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ messages: string[] }>().messages.join(' ')).toContain(text);
    }
    expect({ b: await snapshot(b), other: await snapshot(other) }).toEqual(before);
  });

  it('is for managers and above', async () => {
    const lead = await createUserFixture(db(), { role: 'lead', locations: [source, b] });
    const leadUser = await signIn(t, lead.email, lead.password);
    const res = await replicate({ menus: [dinnerId], restaurantIds: [b] }, { user: leadUser });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    const admin = await createUserFixture(db(), { role: 'admin', locations: [source, c] });
    const adminUser = await signIn(t, admin.email, admin.password);
    const ok = await replicate({ menus: [dinnerId], restaurantIds: [c] }, { user: adminUser });
    expect(ok.statusCode, ok.body).toBe(202);
  });

  it('starts one run per Idempotency-Key and request', async () => {
    const send = (key: string, menusToCopy: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/menus/replicate',
        headers: { ...manager.headers(source), 'idempotency-key': key },
        payload: { menus: menusToCopy, restaurantIds: [d], confirmation: 'OVERWRITE' },
      });
    const first = await send('replicate-once', [dinnerId]);
    const again = await send('replicate-once', [dinnerId]);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json<JobRun>().id).toBe(first.json<JobRun>().id);
    const other = await send('replicate-once', [dinnerId, lunch.id]);
    expect(other.json<JobRun>().id).not.toBe(first.json<JobRun>().id);
    reportOf(await finished(first.json<JobRun>().id));
    reportOf(await finished(other.json<JobRun>().id));
  });

  it('changes no location when one target fails: all or nothing across targets', async () => {
    // A trigger makes every menu write at the target written last fail, as a broken database
    // write would: the first target was written by then, in the same transaction.
    const [, last] = ascending(c, d);
    await db().execute(sql`
      create function fail_menus_at_last() returns trigger language plpgsql as $$
      begin raise exception 'broken location'; end $$`);
    await db().execute(
      sql.raw(`create trigger fail_menus_at_last before insert or update on menus for each row
        when (new.restaurant_id = ${last}) execute function fail_menus_at_last()`),
    );
    try {
      const before = { c: await snapshot(c), d: await snapshot(d) };
      const run = await replicated(
        { menus: [dinnerId], restaurantIds: [d, c], confirmation: 'OVERWRITE' },
        'fr-CA',
      );
      expect(run).toMatchObject({
        status: 'failed',
        result: null,
        error: {
          code: 'job_failed',
          message:
            'La tâche s’est arrêtée en raison d’une erreur inattendue. Rien n’a été modifié.',
        },
      });
      expect({ c: await snapshot(c), d: await snapshot(d) }).toEqual(before);
    } finally {
      await db().execute(sql`drop trigger fail_menus_at_last on menus`);
      await db().execute(sql`drop function fail_menus_at_last`);
    }
    // The same request goes through once the location works again.
    const report = reportOf(
      await replicated({ menus: [dinnerId], restaurantIds: [d, c], confirmation: 'OVERWRITE' }),
    );
    expect(report.locations.map((l) => l.restaurant_id)).toEqual(ascending(c, d));
    const dinnerAtD = await db().select().from(menus).where(eq(menus.restaurant_id, d));
    expect(dinnerAtD.map((m) => m.name)).toContain('Dinner');
  });
});
