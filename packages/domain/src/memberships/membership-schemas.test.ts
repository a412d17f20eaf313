import { describe, expect, it } from 'vitest';
import { checkMembershipPromoValue, membershipRequestSchema } from './membership-schemas.ts';

describe('checkMembershipPromoValue', () => {
  it('accepts what pricing reads: a percentage or an amount ending in $', () => {
    for (const value of ['10', '7,5', '10 %', '5$', '5.50 $', '100']) {
      expect(checkMembershipPromoValue(value), value).toBeNull();
    }
  });

  it('refuses unreadable text, a percentage over 100, zero and an empty value', () => {
    expect(checkMembershipPromoValue('half')?.rule).toBe('chargeValue');
    expect(checkMembershipPromoValue('150')?.rule).toBe('chargeValue');
    expect(checkMembershipPromoValue('-5$')?.rule).toBe('chargeValue');
    expect(checkMembershipPromoValue('0$')?.rule).toBe('higherThanZero');
    expect(checkMembershipPromoValue(' ')?.rule).toBe('required');
  });
});

describe('membershipRequestSchema', () => {
  it('refuses an identifier the location has in another letter case', () => {
    const result = membershipRequestSchema(['Gold-1']).safeParse({
      identifier: ' GOLD-1 ',
      type: 'gold',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['identifier']);
  });

  it('trims and fills in the optional fields', () => {
    expect(membershipRequestSchema().parse({ identifier: ' A-1 ', type: 'gold' })).toEqual({
      identifier: 'A-1',
      type: 'gold',
      name: '',
      email: '',
      promos: [],
      expires_on: null,
    });
  });
});
