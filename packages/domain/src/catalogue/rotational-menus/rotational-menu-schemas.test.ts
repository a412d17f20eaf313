import { describe, expect, it } from 'vitest';
import { validationErrorMap } from '../../validation/zod-issues.ts';
import {
  ZBulkCreateRotationalMenusRequest,
  ZCreateRotationalMenuRequest,
  ZRotationalCleanupQuery,
  ZRotationalMenuRange,
} from './rotational-menu-schemas.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('rotational menu schemas', () => {
  const en = { error: validationErrorMap('en-CA') };
  const fr = { error: validationErrorMap('fr-CA') };

  it('accepts a range of one day up to 12 weeks', () => {
    expect(
      ZRotationalMenuRange.safeParse({ start_date: '2025-03-03', end_date: '2025-03-03' }).success,
    ).toBe(true);
    expect(
      ZRotationalMenuRange.safeParse({ start_date: '2025-01-06', end_date: '2025-03-30' }).success,
    ).toBe(true);
  });

  it('refuses an end before the start or more than 12 weeks later, on end_date', () => {
    expect(
      messages(
        ZRotationalMenuRange.safeParse({ start_date: '2025-03-03', end_date: '2025-03-02' }, en),
      ),
    ).toEqual([['end_date', 'must be 2025-03-03 or higher']]);
    expect(
      messages(
        ZRotationalMenuRange.safeParse({ start_date: '2025-01-06', end_date: '2025-03-31' }, fr),
      ),
    ).toEqual([['end_date', 'doit être 2025-03-30 ou moins']]);
  });

  it('refuses dates that do not exist or are not ISO dates', () => {
    for (const date of ['2023-02-29', '2025/03/03', '03-03-2025', '1999-12-31', '']) {
      expect(ZCreateRotationalMenuRequest.safeParse({ menu_id: 1, date }).success, date).toBe(
        false,
      );
      expect(ZRotationalCleanupQuery.safeParse({ before: date }).success, date).toBe(false);
    }
    expect(ZRotationalCleanupQuery.parse({})).toEqual({});
  });

  it('refuses the same menu twice on one date in a bulk request, on the later entry', () => {
    const result = ZBulkCreateRotationalMenusRequest.safeParse(
      {
        entries: [
          { menu_id: 1, date: '2025-03-03' },
          { menu_id: 2, date: '2025-03-03' },
          { menu_id: 1, date: '2025-03-03', item_ids: [4] },
        ],
      },
      en,
    );
    expect(messages(result)).toEqual([['entries.2.date', "This value isn't valid."]]);
    expect(ZBulkCreateRotationalMenusRequest.safeParse({ entries: [] }).success).toBe(false);
  });
});
