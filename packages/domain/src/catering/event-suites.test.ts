import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  configuredEventSuiteStatus,
  eventSuiteChoiceIssues,
  eventSuiteStatuses,
  ZEventSuiteSettings,
  ZEventSuitesBulkRequest,
  type EventSuiteSettingsInput,
} from './event-suites.ts';

const fr = { error: validationErrorMap('fr-CA') };
const en = { error: validationErrorMap('en-CA') };

function problems(body: unknown, schema: typeof ZEventSuiteSettings = ZEventSuiteSettings) {
  const result = schema.safeParse(body, en);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('event suite settings', () => {
  it('defaults to nothing chosen, and stores empty notes as none', () => {
    expect(ZEventSuiteSettings.parse({ dietary_restrictions: '  ' })).toEqual({
      suite_owner_id: null,
      menu_ids: [],
      equipment: [],
      dietary_restrictions: null,
      special_requirements: null,
      pre_order_additional_notes: null,
      guaranteed_guest_count: null,
    });
  });

  it('keeps notes over several lines, trimmed, up to 2000 characters', () => {
    const notes = 'Nut allergy (Suite guest #2)\nNo shellfish';
    const parsed = ZEventSuiteSettings.parse({ special_requirements: ` ${notes} ` });
    expect(parsed.special_requirements).toBe(notes);
    expect(problems({ pre_order_additional_notes: 'é'.repeat(2000) })).toEqual({});
    expect(problems({ pre_order_additional_notes: 'é'.repeat(2001) })).toEqual({
      pre_order_additional_notes: 'Must be 2000 characters or fewer.',
    });
    expect(problems({ dietary_restrictions: 'Vegan\u202Etxt' })).toEqual({
      dietary_restrictions: expect.stringContaining('U+202E') as string,
    });
  });

  it('takes whole quantities of equipment from 1 to 999, each piece once', () => {
    const body = (quantity: number): EventSuiteSettingsInput => ({
      equipment: [{ equipment_id: 4, quantity }],
    });
    expect(problems(body(1))).toEqual({});
    expect(problems(body(999))).toEqual({});
    expect(problems(body(0))).toEqual({ 'equipment.0.quantity': 'must be 1 or higher' });
    expect(problems(body(1000))).toEqual({ 'equipment.0.quantity': 'must be 999 or lower' });
    expect(problems(body(1.5))).toEqual({ 'equipment.0.quantity': 'Must be a whole number.' });
    const twice = {
      equipment: [
        { equipment_id: 4, quantity: 1 },
        { equipment_id: 4, quantity: 2 },
      ],
    };
    expect(problems(twice)).toEqual({ 'equipment.1': "This value isn't valid." });
  });

  it('lists each menu once and takes a guaranteed guest count from 1 to 999', () => {
    expect(ZEventSuiteSettings.parse({ menu_ids: [3, 5, 3] }).menu_ids).toEqual([3, 5]);
    expect(problems({ guaranteed_guest_count: 24 })).toEqual({});
    expect(problems({ guaranteed_guest_count: 0 })).toEqual({
      guaranteed_guest_count: 'must be 1 or higher',
    });
    const french = ZEventSuiteSettings.safeParse({ guaranteed_guest_count: 1000 }, fr);
    expect(french.error?.issues[0]?.message).toBe('doit être 999 ou moins');
  });

  it('assigns each suite of a bulk call once, at least one', () => {
    const bulk = (suites: unknown[]) => {
      const result = ZEventSuitesBulkRequest.safeParse({ suites }, en);
      return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    };
    expect(bulk([{ suite_id: 1 }, { suite_id: 2, suite_owner_id: 7 }])).toEqual([]);
    expect(bulk([])).toEqual([['suites', 'This field is required.']]);
    expect(bulk([{ suite_id: 1 }, { suite_id: 1 }])).toEqual([
      ['suites.1', "This value isn't valid."],
    ]);
  });
});

describe('eventSuiteChoiceIssues', () => {
  const choices = {
    suiteIds: new Set([1, 2]),
    suiteOwnerIds: new Set([10]),
    menuIds: new Set([20, 21]),
    equipmentIds: new Set([30]),
  };

  it('accepts the location’s owner, menus and equipment', () => {
    const settings = ZEventSuiteSettings.parse({
      suite_owner_id: 10,
      menu_ids: [20, 21],
      equipment: [{ equipment_id: 30, quantity: 2 }],
    });
    expect(eventSuiteChoiceIssues({ ...settings, suite_id: 2 }, choices)).toEqual({});
  });

  it('names each field holding something the location does not have', () => {
    const settings = ZEventSuiteSettings.parse({
      suite_owner_id: 11,
      menu_ids: [20, 99],
      equipment: [
        { equipment_id: 30, quantity: 1 },
        { equipment_id: 31, quantity: 1 },
      ],
    });
    const issues = eventSuiteChoiceIssues({ ...settings, suite_id: 3 }, choices, 'suites.0.');
    expect(Object.keys(issues)).toEqual([
      'suites.0.suite_id',
      'suites.0.suite_owner_id',
      'suites.0.menu_ids',
      'suites.0.equipment.1.equipment_id',
    ]);
    expect(new Set(Object.values(issues).map((issue) => issue.rule))).toEqual(
      new Set(['locationChoice']),
    );
  });
});

describe('configuredEventSuiteStatus', () => {
  const event = { pre_order_email_days: 7 };
  const ready = { suite_owner_id: 10, menu_ids: [20] };

  it('schedules the email of a suite with an owner and menus once its event sets the day', () => {
    expect(configuredEventSuiteStatus(null, ready, event)).toBe('email_scheduled');
    expect(configuredEventSuiteStatus('not_configured', ready, event)).toBe('email_scheduled');
    expect(configuredEventSuiteStatus(null, ready, { pre_order_email_days: null })).toBe(
      'not_configured',
    );
  });

  it('leaves a suite without owner or menus not configured, even if it was scheduled', () => {
    const noOwner = { suite_owner_id: null, menu_ids: [20] };
    const noMenu = { suite_owner_id: 10, menu_ids: [] };
    expect(configuredEventSuiteStatus(null, noOwner, event)).toBe('not_configured');
    expect(configuredEventSuiteStatus('email_scheduled', noMenu, event)).toBe('not_configured');
  });

  it('never moves a suite past the email back, whatever its settings', () => {
    const later = eventSuiteStatuses.filter(
      (status) => status !== 'not_configured' && status !== 'email_scheduled',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...later),
        fc.option(fc.integer({ min: 1, max: 100 })),
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
        fc.option(fc.integer({ min: 0, max: 60 })),
        (status, owner, menus, days) => {
          const suite = { suite_owner_id: owner, menu_ids: menus };
          const next = configuredEventSuiteStatus(status, suite, { pre_order_email_days: days });
          expect(next).toBe(status);
        },
      ),
    );
  });
});
