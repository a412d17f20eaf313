import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../../roles/role-ranks.ts';
import {
  POS_PULL_POLL_INTERVAL_MS,
  POS_PULL_TIMEOUT_MS,
  canPullFromPos,
  hasPullAdvanced,
  isPullTimedOut,
  latestMenuUpdate,
  posModifierGroupRules,
} from './pos-pull-rules.ts';

describe('point-of-sale pull timing (spec part 1 §9)', () => {
  it('polls every 10 s for at most 300 s', () => {
    expect(POS_PULL_POLL_INTERVAL_MS).toBe(10_000);
    expect(POS_PULL_TIMEOUT_MS).toBe(300_000);
    expect(isPullTimedOut(1_000, 1_000 + 299_999)).toBe(false);
    expect(isPullTimedOut(1_000, 1_000 + 300_000)).toBe(true);
  });
});

describe('canPullFromPos (spec part 1 §6)', () => {
  const pos = { pos_integrated: true };
  it('lets whoever opens the menus screen pull where the location is pos_integrated', () => {
    for (const role of ['admin', 'enterprise', 'manager', 'lead', 'member'] as Role[]) {
      expect(canPullFromPos({ role, location: pos })).toBe(true);
      expect(canPullFromPos({ role, location: { pos_integrated: false } })).toBe(false);
      expect(canPullFromPos({ role, location: null })).toBe(false);
    }
  });
  it('never lets staff or kiosk pull', () => {
    expect(canPullFromPos({ role: 'staff', location: pos })).toBe(false);
    expect(canPullFromPos({ role: 'kiosk', location: pos })).toBe(false);
  });
});

describe('latest update time', () => {
  it('is the largest updated_at of the list, null when empty', () => {
    expect(latestMenuUpdate([])).toBeNull();
    expect(
      latestMenuUpdate([
        { updated_at: '2025-01-15T12:00:00.000Z' },
        { updated_at: '2025-01-15T12:00:00.250Z' },
        { updated_at: '2024-12-31T23:59:59.999Z' },
      ]),
    ).toBe(Date.parse('2025-01-15T12:00:00.250Z'));
  });

  it('tells success only from a later time', () => {
    const before = Date.parse('2025-01-15T12:00:00.000Z');
    expect(hasPullAdvanced(before, before)).toBe(false);
    expect(hasPullAdvanced(before, before - 1)).toBe(false);
    expect(hasPullAdvanced(before, before + 1)).toBe(true);
    expect(hasPullAdvanced(null, before)).toBe(true);
    expect(hasPullAdvanced(before, null)).toBe(false);
    expect(hasPullAdvanced(null, null)).toBe(false);
  });

  it('advances exactly when some menu was updated after every menu read before', () => {
    const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(
        fc.array(instant, { maxLength: 5 }),
        fc.array(instant, { maxLength: 5 }),
        (a, b) => {
          const list = (times: number[]) =>
            times.map((t) => ({ updated_at: new Date(t).toISOString() }));
          const advanced = hasPullAdvanced(latestMenuUpdate(list(a)), latestMenuUpdate(list(b)));
          expect(advanced).toBe(b.length > 0 && b.some((t) => a.every((s) => t > s)));
        },
      ),
    );
  });
});

describe('posModifierGroupRules', () => {
  it('reads one use: single choice, required, limited', () => {
    expect(posModifierGroupRules([{ min_selected: 1, max_selected: 1 }])).toEqual({
      allow_multiple_selection: false,
      required: true,
      limit: 1,
    });
    expect(posModifierGroupRules([{ min_selected: 0, max_selected: null }])).toEqual({
      allow_multiple_selection: true,
      required: false,
      limit: null,
    });
  });

  it('merges uses so that no order the point of sale accepts is refused', () => {
    expect(
      posModifierGroupRules([
        { min_selected: 1, max_selected: 2 },
        { min_selected: 0, max_selected: 3 },
      ]),
    ).toEqual({ allow_multiple_selection: true, required: false, limit: 3 });
    expect(
      posModifierGroupRules([
        { min_selected: 2, max_selected: 2 },
        { min_selected: 1, max_selected: null },
      ]),
    ).toEqual({ allow_multiple_selection: true, required: true, limit: null });
  });

  it('makes an unused list optional with one choice', () => {
    expect(posModifierGroupRules([])).toEqual({
      allow_multiple_selection: false,
      required: false,
      limit: 1,
    });
  });
});
