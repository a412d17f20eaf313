import { describe, expect, it } from 'vitest';
import { membershipLabel } from '../membership-label.ts';

describe('membershipLabel', () => {
  it('names the member with the identifier', () => {
    expect(membershipLabel({ identifier: 'MSB-1001', name: 'Jane Doe' })).toBe(
      'Jane Doe (MSB-1001)',
    );
  });

  it('falls back to the identifier when the name is unknown or blank', () => {
    expect(membershipLabel({ identifier: 'MSB-1001', name: null })).toBe('MSB-1001');
    expect(membershipLabel({ identifier: 'MSB-1001' })).toBe('MSB-1001');
    expect(membershipLabel({ identifier: 'MSB-1001', name: '  ' })).toBe('MSB-1001');
  });
});
