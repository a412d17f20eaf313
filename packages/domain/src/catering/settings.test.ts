import { describe, expect, it } from 'vitest';
import {
  describeSettingUses,
  splitSuiteOwnerName,
  suiteOwnerDisplayName,
  ZEventTypeRequest,
  ZSuiteOwnerRequest,
} from './settings.ts';

const use = (title: string, day: number, suite_name: string | null = null) => ({
  title,
  start_date: `2030-03-${String(day).padStart(2, '0')}T23:00:00Z`,
  suite_name,
});

describe('event settings rules', () => {
  it('splits a display name at its first space and joins two names back', () => {
    expect(splitSuiteOwnerName(' Marie  de la Fontaine ')).toEqual({
      firstName: 'Marie',
      lastName: 'de la Fontaine',
    });
    expect(splitSuiteOwnerName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(suiteOwnerDisplayName(' Anne Marie ', 'Côté ')).toBe('Anne Marie Côté');
  });

  it('names the first uses by title and local date, and counts the rest', () => {
    const uses = [use('Game 1', 15, 'Suite 101'), use('Game 2', 16), use('Gala', 17)];
    expect(describeSettingUses(uses, 5, 'en-CA', 'America/Toronto')).toBe(
      'Suite 101 – Game 1 (2030/03/15), Game 2 (2030/03/16), Gala (2030/03/17) and 2 more',
    );
    expect(describeSettingUses(uses.slice(0, 2), 3, 'fr-CA', 'America/Toronto')).toBe(
      'Suite 101 – Game 1 (15/03/2030), Game 2 (16/03/2030) et 1 autre',
    );
    expect(describeSettingUses([use('Gala', 1)], 1, 'en-CA', 'UTC')).toBe('Gala (2030/03/01)');
  });

  it('reads a blank company, title or phone as none and checks the phone as 999-999-9999', () => {
    const owner = { firstName: 'A', lastName: 'B', email: 'a@b.ca' };
    expect(ZSuiteOwnerRequest.parse({ ...owner, company_name: ' ', phone_number: '' })).toEqual({
      ...owner,
      company_name: null,
      title: null,
      phone_number: null,
      locale: 'en-CA',
    });
    expect(ZSuiteOwnerRequest.safeParse({ ...owner, phone_number: '416 555 0142' }).success).toBe(
      false,
    );
  });

  it('keeps the owner’s language, English unless said, and refuses another', () => {
    const owner = { firstName: 'A', lastName: 'B', email: 'a@b.ca' };
    expect(ZSuiteOwnerRequest.parse({ ...owner, locale: 'fr-CA' }).locale).toBe('fr-CA');
    expect(ZSuiteOwnerRequest.safeParse({ ...owner, locale: 'fr-FR' }).success).toBe(false);
  });

  it('takes each default menu once', () => {
    expect(ZEventTypeRequest.parse({ name: 'Gala' })).toEqual({ name: 'Gala', menus: [] });
    const twice = ZEventTypeRequest.safeParse({ name: 'Gala', menus: [3, 4, 3] });
    expect(twice.error?.issues.map((issue) => issue.path)).toEqual([['menus', 2]]);
  });
});
