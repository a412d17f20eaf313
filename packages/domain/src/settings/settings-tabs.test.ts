import { describe, expect, it } from 'vitest';
import { settingsScreenLinks, settingsTabs, visibleSettingsTabs } from './settings-tabs.ts';

describe('settings tabs', () => {
  it('shows nothing to roles below manager', () => {
    expect(visibleSettingsTabs({ role: 'lead', location: { discount: true } })).toEqual([]);
    expect(settingsScreenLinks({ role: 'member', location: { subsidies: true } })).toEqual([]);
  });

  it('shows promos only where the location takes discounts', () => {
    expect(visibleSettingsTabs({ role: 'manager', location: {} })).not.toContain('promos');
    expect(visibleSettingsTabs({ role: 'manager', location: { discount: true } })).toEqual([
      ...settingsTabs,
    ]);
  });

  it('links subsidies, credits and members only where their flags are on', () => {
    const plain = settingsScreenLinks({ role: 'manager', location: {} });
    expect(plain).toEqual(['customize', 'advanced', 'menu_groups', 'team', 'change_history']);
    const all = settingsScreenLinks({
      role: 'admin',
      location: { subsidies: true, app8_credits: true, membership_program: true },
    });
    expect(all).toEqual(expect.arrayContaining(['subsidies', 'credits', 'members']));
  });
});
