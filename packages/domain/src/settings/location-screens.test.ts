import { describe, expect, it } from 'vitest';
import {
  canEditEntitlements,
  entitlementFlags,
  ZCustomizeLocationForm,
} from './location-screens.ts';

describe('location screens', () => {
  it('lets only enterprise and admin users change entitlements', () => {
    expect(canEditEntitlements('admin')).toBe(true);
    expect(canEditEntitlements('enterprise')).toBe(true);
    expect(canEditEntitlements('manager')).toBe(false);
    expect(entitlementFlags).toContain('k12');
    expect(entitlementFlags).not.toContain('groups' as never);
  });

  it('refuses an empty name, an empty address and an unknown time zone', () => {
    const valid = {
      name: 'Bistro',
      slug: 'bistro',
      timezone: 'America/Halifax',
      hide_items_special_instructions: false,
      hide_takeout_special_instructions: true,
      holiday_hours: false,
    };
    expect(ZCustomizeLocationForm.safeParse(valid).success).toBe(true);
    for (const bad of [{ name: ' ' }, { slug: '' }, { timezone: 'Mars/Olympus' }]) {
      expect(ZCustomizeLocationForm.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
  });
});
