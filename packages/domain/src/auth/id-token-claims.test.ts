import { describe, expect, it } from 'vitest';
import { InvalidIdTokenClaims, readIdTokenClaims } from './id-token-claims.ts';

describe('readIdTokenClaims', () => {
  const claims = {
    sub: '12',
    email: 'lead@demo.test',
    name: 'Lead',
    role: 'lead',
    event_access: 'events',
    restaurants: [3, 1],
    groups: ['east'],
    has_pins: false,
    locale: 'fr-CA',
  };

  it('reads the claims of a token', () => {
    expect(readIdTokenClaims(claims)).toEqual(claims);
  });

  it('applies the role rules: missing is manager, unknown is member; unknown event access is none', () => {
    expect(readIdTokenClaims({ ...claims, role: undefined }).role).toBe('manager');
    expect(readIdTokenClaims({ ...claims, role: 'owner' }).role).toBe('member');
    expect(readIdTokenClaims({ ...claims, event_access: 'vip' }).event_access).toBeNull();
  });

  it('gives the defaults of the optional claims', () => {
    const { groups: _g, has_pins: _h, locale: _l, ...required } = claims;
    expect(readIdTokenClaims(required)).toMatchObject({
      groups: [],
      has_pins: false,
      locale: 'en-CA',
    });
  });

  it('refuses claims of the wrong type', () => {
    for (const wrong of [
      { ...claims, restaurants: ['3'] },
      { ...claims, restaurants: [1.5] },
      { ...claims, sub: '' },
      { ...claims, email: undefined },
      { ...claims, has_pins: 'yes' },
      { ...claims, groups: [1] },
      null,
      'token',
    ]) {
      expect(() => readIdTokenClaims(wrong)).toThrow(InvalidIdTokenClaims);
    }
  });
});
