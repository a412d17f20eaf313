import type { OrderingParameters } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOrderingParametersFixture } from '../helpers/order-fixtures.ts';
import { isoDateInDays, orderingLocation, type OrderingLocation } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { noLimits, settingsCall, settingsChanges } from './operations-api.ts';

describe('PUT /api/settings/school-year', () => {
  let t: TestApp;
  let school: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    school = await orderingLocation(t, { flags: { k12: true } });
    manager = await school.headers('manager');
  });
  afterAll(() => t.close());

  const setDate = (
    end_of_school_year: string,
    confirmation = 'CONFIRM',
    locale: 'en-CA' | 'fr-CA' = 'en-CA',
    headers = manager,
  ) => settingsCall(t, headers, 'PUT', 'school-year', { end_of_school_year, confirmation }, locale);
  const stored = async () =>
    (await settingsCall(t, manager, 'GET', 'ordering-parameters')).json<OrderingParameters>();

  it('refuses the date without the typed word, or in the past, in the caller’s language', async () => {
    const wrongWord = await setDate(isoDateInDays(30), 'oui', 'fr-CA');
    expect(wrongWord.statusCode).toBe(400);
    expect(wrongWord.json()).toMatchObject({
      code: 'validation_failed',
      fields: { confirmation: 'Tapez CONFIRMER pour confirmer.' },
    });
    const past = await setDate(isoDateInDays(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      fields: { end_of_school_year: 'Choose a date that has not passed.' },
    });
    expect((await stored()).end_of_school_year).toBeNull();
    expect(await settingsChanges(t, school.locationId, 'end_of_school_year')).toEqual([]);
  });

  it('refuses members and leads, and locations that are not K-12', async () => {
    for (const role of ['member', 'lead']) {
      const res = await setDate(isoDateInDays(30), 'CONFIRM', 'en-CA', await school.headers(role));
      expect(res.statusCode).toBe(403);
    }
    const other = await orderingLocation(t);
    const res = await setDate(
      isoDateInDays(30),
      'CONFIRM',
      'en-CA',
      await other.headers('manager'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
  });

  it('sets the date once, keeps the other parameters, and locks it until it has passed', async () => {
    await settingsCall(t, manager, 'PUT', 'ordering-parameters', {
      ...noLimits,
      max_items_per_order: 8,
    });
    const date = isoDateInDays(60);
    const res = await setDate(date, 'CONFIRMER');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      end_of_school_year: date,
      end_of_school_year_locked: true,
      max_items_per_order: 8,
    });
    const [entry] = await settingsChanges(t, school.locationId, 'end_of_school_year');
    expect(entry).toMatchObject({ before: null, after: { end_of_school_year: date } });

    // Saving the parameters does not touch the school year.
    await settingsCall(t, manager, 'PUT', 'ordering-parameters', noLimits);
    expect((await stored()).end_of_school_year).toBe(date);

    const again = await setDate(isoDateInDays(90), 'CONFIRM', 'fr-CA');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      fields: {
        end_of_school_year:
          'La date de fin d’année scolaire ne peut pas changer avant d’être passée.',
      },
    });
    expect((await stored()).end_of_school_year).toBe(date);
  });

  it('lets the date change once it has passed in the location’s time zone', async () => {
    await setOrderingParametersFixture(t, school.locationId, {
      end_of_school_year: isoDateInDays(-1),
    });
    expect(await stored()).toMatchObject({ end_of_school_year_locked: false });
    const next = isoDateInDays(300);
    const res = await setDate(next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ end_of_school_year: next, end_of_school_year_locked: true });
  });
});
