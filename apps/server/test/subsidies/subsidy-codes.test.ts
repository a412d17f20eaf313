import { SUBSIDY_CODE_ALPHABET, type OrderCosts } from '@app/domain';
import { countDistinct, eq, sql } from 'drizzle-orm';
import { subsidyCodes } from '../../src/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  orderDraft,
  postJson,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Tx } from '../../src/db/client.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { generateSubsidyCodes } from '../../src/modules/subsidies/codes/generate-subsidy-codes.ts';
import { subsidiesApi, type Subsidy, type SubsidyCode } from './subsidies-api.ts';

interface Generated {
  generated: number;
  codes: SubsidyCode[];
}

const random = `[${SUBSIDY_CODE_ALPHABET}]{5}-[${SUBSIDY_CODE_ALPHABET}]{5}`;

/** A subsidy's codes: generate, page, search, status and holder, delete, CSV, and checkout. */
describe('subsidy codes', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof subsidiesApi>;
  let subsidy: Subsidy;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { k12: true, subsidies: true });
    api = subsidiesApi(t, bed);
    subsidy = await api.create({ name: 'Lunch', type: 'fixed_item_price', amount: 1 });
  });
  afterAll(() => t.close());

  it('generates 10,000 different, unpatterned codes in one call', async () => {
    const other = await api.create({ name: 'Big batch', type: 'pay_what_you_can' });
    const res = await api.generate(other.id, 10_000);
    expect(res.statusCode, res.body).toBe(201);
    const { generated, codes } = res.json<Generated>();
    expect(generated).toBe(10_000);
    const texts = codes.map((code) => code.code);
    expect(new Set(texts).size).toBe(10_000);
    for (const text of texts) expect(text).toMatch(new RegExp(`^${random}$`));
    // No sequence: codes made one after the other share no more leading characters than chance.
    const sharedStarts = texts.slice(1).filter((text, i) => text[0] === texts[i]![0]).length;
    expect(sharedStarts).toBeLessThan(10_000 / SUBSIDY_CODE_ALPHABET.length + 200);
    const sorted = [...texts].sort();
    expect(sorted).not.toEqual(texts);
    const [stored] = await t.database.db
      .select({ n: countDistinct(subsidyCodes.code) })
      .from(subsidyCodes)
      .where(eq(subsidyCodes.subsidy_id, other.id));
    expect(stored?.n).toBe(10_000);
    const listed = (await api.list()).find((s) => s.id === other.id);
    expect(listed?.codes).toEqual({ total: 10_000, active: 10_000 });
  });

  it('prefixes codes in capitals and refuses a bad count or prefix, writing nothing', async () => {
    const res = await api.generate(subsidy.id, 3, 'lunch');
    const codes = res.json<Generated>().codes;
    for (const code of codes) expect(code.code).toMatch(new RegExp(`^LUNCH-${random}$`));
    expect(codes[0]).toMatchObject({ status: 'active', account_name: null, email: null });
    const before = await api.codes(subsidy.id);
    const cases: [object, Record<string, string>][] = [
      [{ amount: 0 }, { amount: 'doit être 1 ou plus' }],
      [{ amount: 10_001 }, { amount: 'doit être 10000 ou moins' }],
      [{ amount: 2.5 }, { amount: 'Doit être un nombre entier.' }],
      [{ amount: 5, prefix: 'A-B' }, { prefix: 'Utilisez seulement des lettres et des chiffres.' }],
    ];
    for (const [payload, fields] of cases) {
      const refused = await api.call('POST', `/${subsidy.id}/codes/generate`, {
        payload,
        locale: 'fr-CA',
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(await api.codes(subsidy.id)).toEqual(before);
  });

  it('refuses leads, and leaves no code when the call fails part-way', async () => {
    const lead = await api.call('POST', `/${subsidy.id}/codes/generate`, {
      role: 'lead',
      payload: { amount: 5 },
    });
    expect(lead.statusCode).toBe(403);
    const target = await api.create({ name: 'Doomed', type: 'discount', amount: 2 });
    // The change-history row is written after the codes: make it fail for this one call.
    await t.database.db.execute(
      sql.raw(`create function refuse_codes_history() returns trigger language plpgsql as $$
        begin raise exception 'history refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_codes_history before insert on change_history for each row
        when (new.entity = 'subsidy_codes' and new.entity_id = ${target.id})
        execute function refuse_codes_history()`),
    );
    const failed = await api.generate(target.id, 2_000);
    expect(failed.statusCode).toBe(500);
    expect((await api.codes(target.id)).total).toBe(0);
    await t.database.db.execute(sql`drop trigger refuse_codes_history on change_history`);
    expect((await api.generate(target.id, 2)).statusCode).toBe(201);
  });

  it('draws again for a code the location already has, and gives up without writing', async () => {
    const target = await api.create({ name: 'Collisions', type: 'discount', amount: 1 });
    const [taken] = (await api.generate(subsidy.id, 1)).json<Generated>().codes;
    const ctx = {
      restaurantId: bed.locationId,
      user: { id: 1, email: 'test@fixture.test' },
      locale: 'en-CA' as const,
      tenantTx: <T>(work: (tx: Tx) => Promise<T>) =>
        withTenant(t.database.db, bed.locationId, work),
    };
    const draws: number[] = [];
    // The first round draws the taken code beside a new one; the second draws only what is missing.
    const repeatOnce = (count: number) => {
      draws.push(count);
      return draws.length === 1 ? [taken!.code, 'FRESH-AAAAA-AAAAA'] : ['FRESH-CCCCC-CCCCC'];
    };
    const made = await generateSubsidyCodes(ctx, target.id, { amount: 2 }, repeatOnce);
    expect(draws).toEqual([2, 1]);
    expect(made.codes.map((c) => c.code)).toEqual(['FRESH-AAAAA-AAAAA', 'FRESH-CCCCC-CCCCC']);
    const always = () => [taken!.code];
    await expect(generateSubsidyCodes(ctx, target.id, { amount: 1 }, always)).rejects.toMatchObject(
      {
        code: 'subsidy_codes_unavailable',
      },
    );
    expect((await api.codes(target.id)).total).toBe(2);
  });

  it('pages newest first, searches, sets status and holder, deletes', async () => {
    const target = await api.create({ name: 'Paged', type: 'discount', amount: 1 });
    const made = (await api.generate(target.id, 5)).json<Generated>().codes;
    const first = await api.codes(target.id, '?limit=2');
    expect(first.items.map((c) => c.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(first.total).toBe(5);
    const second = await api.codes(target.id, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((c) => c.id)).toEqual([made[2]!.id, made[1]!.id]);
    const last = await api.codes(target.id, `?limit=2&cursor=${second.next_cursor}`);
    expect(last).toMatchObject({ items: [{ id: made[0]!.id }], next_cursor: null });

    const code = made[2]!;
    const path = `/${target.id}/codes/${code.id}`;
    const held = await api.call('PUT', path, {
      payload: { status: 'inactive', account_name: ' Léa Tremblay ', email: 'lea@example.test' },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({
      ...code,
      status: 'inactive',
      account_name: 'Léa Tremblay',
      email: 'lea@example.test',
    });
    const bad = await api.call('PUT', path, {
      payload: { status: 'active', email: 'not-an-email' },
      locale: 'fr-CA',
    });
    expect(bad.json()).toMatchObject({ fields: { email: 'Ce courriel n’est pas valide.' } });
    for (const search of ['léa', 'LEA@EXAMPLE', code.code.slice(-4).toLowerCase()]) {
      const found = await api.codes(target.id, `?search=${encodeURIComponent(search)}`);
      expect(
        found.items.map((c) => c.id),
        search,
      ).toEqual([code.id]);
    }
    expect((await api.list()).find((s) => s.id === target.id)?.codes).toEqual({
      total: 5,
      active: 4,
    });

    expect((await api.call('DELETE', path)).statusCode).toBe(204);
    expect((await api.call('DELETE', path)).statusCode).toBe(404);
    // A code of another subsidy of the location is not this subsidy's.
    expect((await api.call('DELETE', `/${subsidy.id}/codes/${made[0]!.id}`)).statusCode).toBe(404);
    expect((await api.codes(target.id)).total).toBe(4);
    const actions = (await api.history(bed.locationId))
      .filter((entry) => entry.entity === 'subsidy_code' && entry.entity_id === code.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(['delete', 'update']);
  });

  it('exports the codes as CSV in the caller language, never as formulas', async () => {
    const target = await api.create({ name: 'Export', type: 'discount', amount: 1 });
    const [code] = (await api.generate(target.id, 1)).json<Generated>().codes;
    await api.call('PUT', `/${target.id}/codes/${code!.id}`, {
      payload: { status: 'active', account_name: '=HYPERLINK("x")', email: 'a@b.test' },
    });
    const res = await api.call('GET', `/${target.id}/codes.csv`, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`subsidy-codes-${target.id}-`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Code,Créé le,Statut,Nom du compte,Courriel');
    expect(lines[1]).toBe(`${code!.code},${code!.created_at},Actif,"'=HYPERLINK(""x"")",a@b.test`);
  });

  it('a generated code prices a school order with its subsidy (typed in any case); an inactive one does not', async () => {
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      items: [{ name: 'Lunch box', base_price: 6, meal_package: true }],
    });
    const target = await api.create({ name: 'Two dollars', type: 'fixed_item_price', amount: 2 });
    const [code] = (await api.generate(target.id, 1)).json<Generated>().codes;
    const price = async (typed = code!.code) => {
      const res = await postJson(
        t,
        await bed.headers('lead'),
        '/api/orders/recalculate-costs',
        orderDraft(menu.menu.id, [{ id: menu.items[0]!.id, menu_id: menu.menu.id }], {
          checkout: { pricing: { subsidyCode: typed } },
        }),
      );
      return res.json<{ costs: OrderCosts; problems: { code: string }[] }>();
    };
    expect((await price()).costs.subsidyDiscount).toEqual({ type: 'fixed_item_price', amount: 4 });
    // A family reads the card and types it in small letters, with a space too many.
    const typed = ` ${code!.code.toLowerCase()} `;
    expect((await price(typed)).costs.subsidyDiscount).toEqual({
      type: 'fixed_item_price',
      amount: 4,
    });
    await api.call('PUT', `/${target.id}/codes/${code!.id}`, { payload: { status: 'inactive' } });
    expect((await price()).problems.map((p) => p.code)).toEqual(['subsidy_code_invalid']);
  });
});
