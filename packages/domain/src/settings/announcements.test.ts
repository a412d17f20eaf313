import { describe, expect, it } from 'vitest';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  announcementEndProblem,
  isAnnouncementShown,
  ZAnnouncementRequest,
  type AnnouncementRequestInput,
} from './announcements.ts';

function problems(body: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const result = ZAnnouncementRequest.safeParse(body, { error: validationErrorMap(locale) });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const valid: AnnouncementRequestInput = {
  message: ' Closed Monday ',
  localization: { fr: { message: 'Fermé lundi' } },
  restaurantIds: [1, 2],
};

describe('announcement request', () => {
  it('accepts a message in both languages for some locations, trimmed, with or without an end', () => {
    expect(ZAnnouncementRequest.parse(valid)).toEqual({ ...valid, message: 'Closed Monday' });
    expect(problems({ ...valid, ends_on: '2026-12-01' })).toEqual({});
    expect(problems({ ...valid, ends_on: null })).toEqual({});
  });

  it('needs the French message as well as the English one', () => {
    expect(problems({ message: 'Closed', restaurantIds: [1] })).toEqual({
      'localization.fr.message': 'This field is required.',
    });
    expect(problems({ ...valid, message: '  ' }, 'fr-CA')).toEqual({
      message: 'Ce champ est requis.',
    });
  });

  it('needs at least one location, in the product’s words', () => {
    expect(problems({ ...valid, restaurantIds: [] })).toEqual({
      restaurantIds: 'Please select at least one location',
    });
    expect(problems({ ...valid, restaurantIds: undefined }, 'fr-CA')).toEqual({
      restaurantIds: 'Veuillez sélectionner au moins un établissement',
    });
  });

  it('refuses an end date that is not a day, and a message too long', () => {
    expect(problems({ ...valid, ends_on: '2026-02-30' })).toEqual({
      ends_on: "This value isn't valid.",
    });
    expect(problems({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: 'Must be 1000 characters or fewer.',
    });
  });
});

describe('announcement end', () => {
  it('may end today or later, not on a day that has passed', () => {
    expect(announcementEndProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(announcementEndProblem('2026-11-24', '2026-11-25')).toMatchObject({ rule: 'pastDate' });
  });

  it('is shown through its last day', () => {
    expect(isAnnouncementShown(null, '2026-11-25')).toBe(true);
    expect(isAnnouncementShown('2026-11-25', '2026-11-25')).toBe(true);
    expect(isAnnouncementShown('2026-11-24', '2026-11-25')).toBe(false);
  });
});
