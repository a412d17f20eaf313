import { describe, expect, it } from 'vitest';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  assignableRoles,
  canManageMember,
  canManageTeam,
  locationsBeyondActor,
  mergeMemberLocations,
} from './team-rules.ts';
import { ZInviteTeamMemberRequest, ZUpdateTeamMemberRequest } from './team-schemas.ts';

describe('team rules', () => {
  it('lets admins, enterprise users and managers run a team, nobody below', () => {
    expect(['admin', 'enterprise', 'manager'].every((r) => canManageTeam(r as never))).toBe(true);
    expect(['lead', 'member', 'staff', 'kiosk'].some((r) => canManageTeam(r as never))).toBe(false);
  });

  it('offers roles up to the actor’s own and guards accounts above it', () => {
    expect(assignableRoles('manager')).toEqual(['manager', 'lead', 'member', 'staff', 'kiosk']);
    expect(assignableRoles('admin')).toHaveLength(7);
    expect(canManageMember('manager', 'manager')).toBe(true);
    expect(canManageMember('manager', 'enterprise')).toBe(false);
    expect(canManageMember('enterprise', 'admin')).toBe(false);
  });

  it('changes only the locations the actor has, keeping the others and the default first', () => {
    expect(mergeMemberLocations([7, 1, 2], [2, 3], [1, 2, 3])).toEqual([7, 2, 3]);
    expect(mergeMemberLocations([1, 2], [2], null)).toEqual([2]);
    expect(locationsBeyondActor([1, 9], [1, 2])).toEqual([9]);
    expect(locationsBeyondActor([1, 9], null)).toEqual([]);
  });
});

describe('team requests', () => {
  const invite = {
    email: ' Sam@Example.test ',
    name: 'Sam',
    role: 'staff',
    restaurantIds: [3, 3, 4],
    locale: 'fr-CA',
  };
  const messages = (result: { success: boolean; error?: { issues: unknown[] } }) =>
    (result.error?.issues ?? []).map((issue) =>
      validationErrorMap('fr-CA')(issue as Parameters<ReturnType<typeof validationErrorMap>>[0]),
    );

  it('trims the email and keeps each location once', () => {
    expect(ZInviteTeamMemberRequest.parse({ ...invite, pin: '0123' })).toMatchObject({
      email: 'Sam@Example.test',
      restaurantIds: [3, 4],
      pin: '0123',
    });
  });

  it('refuses a PIN that is not 4 to 8 digits, or on a role without PIN, in the user’s language', () => {
    for (const pin of ['123', '123456789', '12a4']) {
      const result = ZInviteTeamMemberRequest.safeParse({ ...invite, pin });
      expect(messages(result)).toEqual(['Utilisez de 4 à 8 chiffres.']);
    }
    const manager = ZUpdateTeamMemberRequest.safeParse({ ...invite, role: 'manager', pin: '1234' });
    expect(messages(manager)).toEqual(['Seuls les comptes du personnel ont un NIP.']);
    expect(
      ZUpdateTeamMemberRequest.safeParse({ ...invite, role: 'manager', pin: null }).success,
    ).toBe(true);
  });

  it('needs at least one location', () => {
    const result = ZInviteTeamMemberRequest.safeParse({ ...invite, restaurantIds: [] });
    expect(messages(result)).toEqual(['Veuillez sélectionner au moins un établissement']);
  });
});
