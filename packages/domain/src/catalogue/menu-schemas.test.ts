import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationErrorMap, zodIssueMessage } from '../validation/zod-issues.ts';
import {
  ZAvailabilityEntry,
  ZCopyAvailabilityRequest,
  ZCreateMenuRequest,
  ZUpdateMenuRequest,
  ZAvailabilityWeek,
} from './menu-schemas.ts';
import { overlappingIntervals } from './opening-hours.ts';
import { ZCreateMenuGroupRequest, ZUpdateMenuGroupRequest } from './menu-group-schemas.ts';
import { ZCreateSectionRequest, ZUpdateSectionRequest } from './section-schemas.ts';

function issues(schema: z.ZodType, value: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const result = schema.safeParse(value, { error: validationErrorMap(locale) });
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ZAvailabilityEntry', () => {
  const entry = { day_of_week: 1, start_time: '11:00', end_time: '14:30' };

  it('accepts a day 1 (Monday) to 7 (Sunday) with HH:mm times', () => {
    expect(ZAvailabilityEntry.parse(entry)).toEqual(entry);
    expect(ZAvailabilityEntry.parse({ ...entry, day_of_week: 7, end_time: '24:00' })).toEqual({
      ...entry,
      day_of_week: 7,
      end_time: '24:00',
    });
  });

  it('refuses a day outside 1–7 or a non-integer day', () => {
    for (const day of [0, 8, 1.5, '1']) {
      expect(ZAvailabilityEntry.safeParse({ ...entry, day_of_week: day }).success).toBe(false);
    }
  });

  it('refuses times that are not HH:mm', () => {
    for (const time of ['11', '11:00:00', '7:30', '25:00', '11h00']) {
      expect(ZAvailabilityEntry.safeParse({ ...entry, start_time: time }).success).toBe(false);
    }
  });

  it('takes an end before the start as the next day, and refuses an end equal to the start', () => {
    const lateNight = { day_of_week: 5, start_time: '22:00', end_time: '02:00' };
    expect(ZAvailabilityEntry.parse(lateNight)).toEqual(lateNight);
    expect(issues(ZAvailabilityEntry, { ...entry, end_time: '11:00' })).toEqual({
      end_time: 'Must be different from 11:00.',
    });
    expect(issues(ZAvailabilityEntry, { ...entry, end_time: '11:00' }, 'fr-CA')).toEqual({
      end_time: 'Doit être différent de 11:00.',
    });
    expect(
      issues(ZAvailabilityEntry, { ...entry, start_time: '24:00', end_time: '02:00' }),
    ).toEqual({ start_time: 'must be 23:59 or lower' });
  });

  it('copies a week to at least one menu', () => {
    expect(ZCopyAvailabilityRequest.safeParse({ availability: [entry], menuIds: [] }).success).toBe(
      false,
    );
    expect(ZCopyAvailabilityRequest.parse({ availability: [], menuIds: [4] })).toEqual({
      availability: [],
      menuIds: [4],
    });
  });
});

describe('ZCreateMenuRequest', () => {
  it('refuses a blank name, in English and French', () => {
    expect(issues(ZCreateMenuRequest, { name: '  ' })).toEqual({
      name: 'This field is required.',
    });
    expect(issues(ZCreateMenuRequest, {}, 'fr-CA')).toEqual({ name: 'Ce champ est requis.' });
  });

  it('leaves omitted fields out for the server defaults', () => {
    expect(ZCreateMenuRequest.parse({ name: ' Breakfast ' })).toEqual({ name: 'Breakfast' });
  });

  it('normalises prices and minutes and checks the availability', () => {
    const parsed = ZCreateMenuRequest.parse({
      name: 'Lunch',
      price: '12,499',
      estimated_prep_time: '14.6',
      max_orders_per_interval: '',
      availability: [{ day_of_week: 2, start_time: '11:00', end_time: '14:00' }],
    });
    expect(parsed).toMatchObject({
      price: 12.5,
      estimated_prep_time: 15,
      max_orders_per_interval: 0,
    });
    expect(
      issues(ZCreateMenuRequest, {
        name: 'Lunch',
        availability: [{ day_of_week: 2, start_time: '14:00', end_time: '14:00' }],
      }),
    ).toEqual({ 'availability.0.end_time': 'Must be different from 14:00.' });
  });

  it('refuses an unknown access level', () => {
    expect(ZCreateMenuRequest.safeParse({ name: 'A', access_level: 'vip' }).success).toBe(false);
    expect(ZCreateMenuRequest.parse({ name: 'A', access_level: 'staff_only' }).access_level).toBe(
      'staff_only',
    );
  });
});

describe('ZUpdateMenuRequest', () => {
  it('accepts a partial body and keeps only what was sent', () => {
    expect(ZUpdateMenuRequest.parse({})).toEqual({});
    expect(ZUpdateMenuRequest.parse({ published: false })).toEqual({ published: false });
    expect(ZUpdateMenuRequest.parse({ price: '4,5' })).toEqual({ price: 4.5 });
  });

  it('still refuses a name sent blank', () => {
    expect(issues(ZUpdateMenuRequest, { name: '' })).toEqual({ name: 'This field is required.' });
  });

  it('lets a menu leave its group', () => {
    expect(ZUpdateMenuRequest.parse({ menu_group_id: null })).toEqual({ menu_group_id: null });
  });
});

describe('section and menu group requests', () => {
  it('need a name to create and accept a partial update', () => {
    expect(issues(ZCreateSectionRequest, {})).toEqual({ name: 'This field is required.' });
    expect(ZCreateSectionRequest.parse({ name: 'Burgers', price: '' })).toEqual({
      name: 'Burgers',
      price: null,
    });
    expect(ZUpdateSectionRequest.parse({ published: true })).toEqual({ published: true });
    expect(issues(ZCreateMenuGroupRequest, { name: ' ' }, 'fr-CA')).toEqual({
      name: 'Ce champ est requis.',
    });
    expect(ZUpdateMenuGroupRequest.parse({ menus: [3, 1] })).toEqual({ menus: [3, 1] });
  });

  it('keep secondary-language text in localization', () => {
    const localization = { fr: { name: 'Déjeuner', description: null } };
    expect(ZCreateSectionRequest.parse({ name: 'Breakfast', localization }).localization).toEqual(
      localization,
    );
    expect(
      ZCreateSectionRequest.safeParse({ name: 'A', localization: { fr: { name: 5 } } }).success,
    ).toBe(false);
  });
});

describe('ZAvailabilityWeek overlaps', () => {
  const entry = (day: number, start: string, end: string) => ({
    day_of_week: day,
    start_time: start,
    end_time: end,
  });

  it('accepts intervals that touch, and the same hours on different days', () => {
    const week = [
      entry(1, '06:00', '12:00'),
      entry(1, '12:00', '24:00'),
      entry(2, '06:00', '12:00'),
    ];
    expect(ZAvailabilityWeek.safeParse(week).success).toBe(true);
    expect(overlappingIntervals(week)).toEqual([]);
  });

  it('reports the later interval of an overlap on its start, in both languages', () => {
    const week = [entry(3, '11:00', '14:00'), entry(3, '08:00', '12:00')];
    expect(overlappingIntervals(week)).toEqual([{ index: 0, notBefore: '12:00' }]);
    const result = ZAvailabilityWeek.safeParse(week);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([0, 'start_time']);
    expect(zodIssueMessage(issue, 'en-CA')).toBe('must be 12:00 or higher');
    expect(zodIssueMessage(issue, 'fr-CA')).toBe('doit être 12:00 ou plus');
  });

  it('counts the hours after midnight on the next day, Sunday into Monday', () => {
    const friday = entry(5, '22:00', '02:00');
    expect(overlappingIntervals([friday, entry(6, '02:00', '06:00')])).toEqual([]);
    expect(overlappingIntervals([friday, entry(6, '01:00', '06:00')])).toEqual([
      { index: 1, notBefore: '02:00' },
    ]);
    expect(overlappingIntervals([entry(1, '00:00', '03:00'), entry(7, '23:00', '01:00')])).toEqual([
      { index: 0, notBefore: '01:00' },
    ]);
    expect(overlappingIntervals([friday, entry(5, '23:00', '23:30')])).toEqual([
      { index: 1, notBefore: '24:00' },
    ]);
  });
});
