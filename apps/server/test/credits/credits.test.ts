import type { Credit } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCreditFixture,
  createOrderingTestbed,
  setOrderingParametersFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { isoDateInDays } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  creditCalls,
  creditChanges,
  creditState,
  createCustomersFixture,
  type ErrorBody,
} from './credit-fixtures.ts';

/** `/api/auth/credits…`: credits of customer accounts, kept as a ledger. */
describe('credits', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let calls: ReturnType<typeof creditCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { app8_credits: true });
    calls = creditCalls(t, bed);
    await createCustomersFixture(t, bed.locationId, [
      { email: 'ada@family.test', name: 'Ada Lovelace' },
      { email: 'grace@family.test', name: 'Grace Hopper' },
      { email: 'alan@family.test', name: 'Alan Turing' },
      { email: 'edsger@family.test' },
    ]);
    await createCustomersFixture(t, bed.otherLocationId, [{ email: 'other@family.test' }]);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('refuses leads and members on every call, and allows managers and admins', async () => {
      for (const role of ['lead', 'member']) {
        const answers = [
          await calls.list('', { role }),
          await calls.save({ email: 'ada@family.test', amount: 5 }, { role }),
          await calls.expire('ada@family.test', { role }),
          await calls.history(undefined, '', role),
        ];
        for (const answer of answers) {
          expect(answer.statusCode).toBe(403);
          expect(answer.json()).toMatchObject({ code: 'forbidden_role' });
        }
      }
      expect(await creditState(t, bed.locationId, 'ada@family.test')).toBeNull();
      for (const role of ['manager', 'admin']) {
        expect((await calls.list('', { role })).statusCode).toBe(200);
      }
      const granted = await calls.save(
        { email: 'edsger@family.test', amount: 1 },
        { role: 'admin' },
      );
      expect(granted.statusCode).toBe(201);
    });

    it('refuses every call where the credits flag is off', async () => {
      const plain = await createOrderingTestbed(t);
      const plainCalls = creditCalls(t, plain);
      await createCustomersFixture(t, plain.locationId, [{ email: 'ada@family.test' }]);
      for (const answer of [
        await plainCalls.list(),
        await plainCalls.save({ email: 'ada@family.test', amount: 5 }),
        await plainCalls.expire('ada@family.test'),
        await plainCalls.history(),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'feature_disabled' });
      }
      expect(await creditState(t, plain.locationId, 'ada@family.test')).toBeNull();
    });
  });

  describe('giving credit', () => {
    it('answers 833 "user not found" in the caller’s language when the email has no account', async () => {
      const en = await calls.save({ email: 'nobody@family.test', amount: 5 });
      expect(en.statusCode).toBe(404);
      expect(en.json()).toMatchObject({ code: 'credit_user_not_found', numeric_code: 833 });
      expect(en.json<ErrorBody>().message).toContain('User not found: nobody@family.test has');
      const fr = await calls.save({ email: 'nobody@family.test', amount: 5 }, { locale: 'fr-CA' });
      expect(fr.json<ErrorBody>().message).toContain('Utilisateur introuvable');
      expect(fr.json<ErrorBody>().message).toContain('nobody@family.test n’a pas de compte client');
      expect(await creditState(t, bed.locationId, 'nobody@family.test')).toBeNull();
    });

    it('grants to a customer account as a ledger row saying who gave it', async () => {
      const expiry = isoDateInDays(30);
      const answer = await calls.save({
        email: 'GRACE@family.test',
        amount: 12.5,
        expiry_date: expiry,
        note: 'Bake sale',
      });
      expect(answer.statusCode).toBe(201);
      const credit = answer.json<Credit>();
      expect(credit).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@family.test',
        expiry_date: expiry,
        balance: 12.5,
      });
      const again = await calls.save({
        email: 'grace@family.test',
        amount: 2.5,
        expiry_date: expiry,
      });
      expect(again.json<Credit>()).toMatchObject({ id: credit.id, balance: 15 });
      const history = await calls.historyOf('grace@family.test');
      expect(history).toMatchObject([
        { kind: 'grant', amount: 2.5, balance_after: 15, by: { name: 'Fixture User' } },
        { kind: 'grant', amount: 12.5, balance_after: 12.5, note: 'Bake sale', order_number: null },
      ]);
      expect(history[0]!.by!.email).toMatch(/@fixture\.test$/);
      const changes = await creditChanges(t, bed.locationId);
      expect(changes.filter((c) => c.entity_id === credit.id).map((c) => c.action)).toEqual([
        'create',
        'grant',
      ]);
    });

    it('refuses bad input with a localised 400 and changes nothing', async () => {
      const bodies = [
        { email: 'alan@family.test', amount: 0 },
        { email: 'alan@family.test', amount: -5 },
        { email: 'alan@family.test', amount: 1.005 },
        { email: 'alan@family.test', amount: 10_000.01 },
        { email: 'not-an-email', amount: 5 },
        { email: 'alan@family.test', amount: '5' },
        { email: 'alan@family.test', amount: 5, expiry_date: '2026-02-30' },
        { email: 'alan@family.test', amount: 5, expiry_date: isoDateInDays(-1) },
        { email: 'alan@family.test', amount: 5, name: 'x'.repeat(81) },
        { id: 'one', email: 'alan@family.test', amount: 5 },
      ];
      for (const body of bodies) {
        const answer = await calls.save(body, { locale: 'fr-CA' });
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'validation_failed' });
      }
      const past = await calls.save(
        { email: 'alan@family.test', amount: 5, expiry_date: isoDateInDays(-1) },
        { locale: 'fr-CA' },
      );
      expect(past.json<ErrorBody>().fields).toEqual({
        expiry_date: 'Choisissez une date qui n’est pas passée.',
      });
      expect(await creditState(t, bed.locationId, 'alan@family.test')).toBeNull();
    });
  });

  describe('editing', () => {
    async function creditOf(email: string, amount: number): Promise<Credit> {
      const answer = await calls.save({ email, amount });
      expect(answer.statusCode).toBe(201);
      return answer.json<Credit>();
    }

    it('changes the balance by a signed difference, by POST or PUT, as staff_adjust rows', async () => {
      const credit = await creditOf('ada@family.test', 20);
      const down = await calls.save(
        { id: credit.id, email: credit.email, name: 'Ada L.', amount: -7.25, expiry_date: null },
        { method: 'PUT' },
      );
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({ name: 'Ada L.', balance: 12.75 });
      const renamed = await calls.save({
        id: credit.id,
        email: credit.email,
        name: 'Ada',
        amount: 0,
      });
      expect(renamed.json()).toMatchObject({ name: 'Ada', balance: 12.75 });
      const state = await creditState(t, bed.locationId, credit.email);
      expect(state!.rows.map((row) => [row.kind, row.amount])).toEqual([
        ['grant', 20],
        ['staff_adjust', -7.25],
      ]);
      expect(state!.ledgerSum).toBe(state!.credit.balance);
    });

    it('refuses an adjustment below zero and a new email, changing nothing', async () => {
      const credit = await creditOf('alan@family.test', 3);
      const below = await calls.save({ id: credit.id, email: credit.email, amount: -3.01 });
      expect(below.statusCode).toBe(409);
      expect(below.json()).toMatchObject({ code: 'credit_balance_negative' });
      expect(below.json<ErrorBody>().message).toContain('$3.00');
      const moved = await calls.save(
        { id: credit.id, email: 'grace@family.test', amount: 1, name: 'Someone else' },
        { locale: 'fr-CA' },
      );
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toMatchObject({ code: 'credit_email_locked' });
      expect(moved.json<ErrorBody>().message).toContain('courriel');
      const state = await creditState(t, bed.locationId, 'alan@family.test');
      expect(state!.credit).toMatchObject({ balance: 3, name: 'Alan Turing' });
      expect(state!.rows).toHaveLength(1);
    });

    it('answers 404 for a credit id that is not the location’s', async () => {
      const answer = await calls.save({ id: 2_000_000, email: 'ada@family.test', amount: 1 });
      expect(answer.statusCode).toBe(404);
    });
  });

  describe('another location', () => {
    it('cannot see, change or expire another location’s credit', async () => {
      const theirs = await createCreditFixture(t, bed.otherLocationId, {
        email: 'other@family.test',
        balance: 40,
      });
      const mine = await calls.listed('?search=other');
      expect(mine.items).toEqual([]);
      expect(
        (await calls.save({ id: theirs.id, email: 'other@family.test', amount: -40 })).statusCode,
      ).toBe(404);
      expect((await calls.expire('other@family.test')).statusCode).toBe(404);
      // The user has both locations: only with the other as the active one is the credit seen.
      const there = await calls.listed('?search=other', bed.otherLocationId);
      expect(there.items).toMatchObject([{ id: theirs.id, balance: 40 }]);
      expect((await creditState(t, bed.otherLocationId, 'other@family.test'))!.credit.balance).toBe(
        40,
      );
    });
  });

  describe('expiring', () => {
    it('takes what is left to zero with one expire row; a second call writes nothing', async () => {
      await calls.save({ email: 'edsger@family.test', amount: 9 });
      const first = await calls.expire('EDSGER@family.test');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ balance: 0 });
      const second = await calls.expire('edsger@family.test');
      expect(second.json()).toMatchObject({ balance: 0 });
      const state = await creditState(t, bed.locationId, 'edsger@family.test');
      expect(state!.rows.filter((row) => row.kind === 'expire')).toHaveLength(1);
      expect(state!.ledgerSum).toBe(0);
      const [latest] = await calls.historyOf('edsger@family.test');
      expect(latest).toMatchObject({ kind: 'expire', amount: -10, balance_after: 0 });
      expect(latest!.by).not.toBeNull();
    });

    it('answers 404 for an email without credit and 400 for a bad one', async () => {
      expect((await calls.expire('nobody@family.test')).statusCode).toBe(404);
      expect((await calls.expire('nobody')).statusCode).toBe(400);
    });
  });

  describe('list and history', () => {
    it('finds by email or name, any case, in pages of 50', async () => {
      const many = await createOrderingTestbed(t, { app8_credits: true });
      for (let index = 0; index < 53; index += 1) {
        await createCreditFixture(t, many.locationId, {
          email: `family-${String(index).padStart(2, '0')}@school.test`,
          name: index === 7 ? 'Zoë Zed' : `Family ${index}`,
          balance: index,
        });
      }
      const manyCalls = creditCalls(t, many);
      const first = await manyCalls.listed();
      expect(first.items).toHaveLength(50);
      expect(first.next_cursor).not.toBeNull();
      const rest = await manyCalls.listed(`?cursor=${first.next_cursor}`);
      expect(rest.items.map((c) => c.email)).toEqual([
        'family-50@school.test',
        'family-51@school.test',
        'family-52@school.test',
      ]);
      expect(rest.next_cursor).toBeNull();
      expect((await manyCalls.listed('?search=zoë')).items).toMatchObject([
        { email: 'family-07@school.test' },
      ]);
      expect((await manyCalls.listed('?search=FAMILY-12')).items).toHaveLength(1);
      expect((await manyCalls.listed('?search=%25')).items).toEqual([]);
    });

    it('refuses a date range it cannot read', async () => {
      for (const query of [
        'dateRange=nope',
        `dateRange=${encodeURIComponent('["2026-11-30","2026-11-01"]')}`,
        `dateRange=${encodeURIComponent('["2025-01-01","2026-11-01"]')}`,
        `dateRange=${encodeURIComponent('["2026-11-01"]')}`,
        '',
      ]) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/auth/credits/history?${query}`,
          headers: { ...(await bed.headers('manager')), 'accept-language': 'fr-CA' },
        });
        expect(answer.statusCode, query).toBe(400);
      }
    });

    it('shows nothing outside the range', async () => {
      const answer = await calls.history([isoDateInDays(-30), isoDateInDays(-2)]);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ items: unknown[] }>().items).toEqual([]);
    });
  });

  describe('at a school', () => {
    it('needs the end of the school year first, then keeps credit within it', async () => {
      const school = await createOrderingTestbed(t, { app8_credits: true, k12: true });
      await createCustomersFixture(t, school.locationId, [{ email: 'kid@family.test' }]);
      const schoolCalls = creditCalls(t, school);
      const unset = await schoolCalls.save({ email: 'kid@family.test', amount: 5 });
      expect(unset.statusCode).toBe(409);
      expect(unset.json()).toMatchObject({ code: 'credit_school_year_required' });
      expect(unset.json<ErrorBody>().message).toContain('Settings › Operations');
      const fr = await schoolCalls.save(
        { email: 'kid@family.test', amount: 5 },
        { locale: 'fr-CA' },
      );
      expect(fr.json<ErrorBody>().message).toContain('Paramètres › Opérations');
      expect(await creditState(t, school.locationId, 'kid@family.test')).toBeNull();

      const endOfYear = isoDateInDays(60);
      await setOrderingParametersFixture(t, school.locationId, { end_of_school_year: endOfYear });
      const granted = await schoolCalls.save({ email: 'kid@family.test', amount: 5 });
      expect(granted.statusCode).toBe(201);
      expect(granted.json()).toMatchObject({ expiry_date: endOfYear });
      const beyond = await schoolCalls.save({
        id: granted.json<Credit>().id,
        email: 'kid@family.test',
        amount: 0,
        expiry_date: isoDateInDays(61),
      });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json<ErrorBody>().fields.expiry_date).toContain(endOfYear);
    });
  });
});
