import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasRoleAtLeast, normalizeRole, roleRank, roles, type Role } from './role-ranks.ts';
import { ZRole } from './role-schemas.ts';

const anyRole = fc.constantFrom(...roles);

describe('normalizeRole', () => {
  it('gives manager when the claim is missing or blank', () => {
    expect(normalizeRole(undefined)).toBe('manager');
    expect(normalizeRole(null)).toBe('manager');
    expect(normalizeRole('')).toBe('manager');
    expect(normalizeRole('   ')).toBe('manager');
  });

  it('gives member when the claim names an unknown role or is not text', () => {
    expect(normalizeRole('superuser')).toBe('member');
    expect(normalizeRole(3)).toBe('member');
    expect(normalizeRole({ role: 'admin' })).toBe('member');
  });

  it('keeps every known role, ignoring case and surrounding spaces', () => {
    for (const role of roles) {
      expect(normalizeRole(role)).toBe(role);
      expect(normalizeRole(` ${role.toUpperCase()} `)).toBe(role);
    }
  });

  it('always answers a valid role', () => {
    fc.assert(fc.property(fc.anything(), (raw) => ZRole.safeParse(normalizeRole(raw)).success));
  });
});

describe('hasRoleAtLeast', () => {
  it('follows the spec ranks: admin 0 … kiosk 6', () => {
    expect(roles.map(roleRank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hasRoleAtLeast('admin', 'manager')).toBe(true);
    expect(hasRoleAtLeast('manager', 'manager')).toBe(true);
    expect(hasRoleAtLeast('lead', 'manager')).toBe(false);
    expect(hasRoleAtLeast('kiosk', 'staff')).toBe(false);
  });

  it('is reflexive and agrees with the rank order', () => {
    fc.assert(
      fc.property(anyRole, anyRole, (role: Role, minimum: Role) => {
        expect(hasRoleAtLeast(role, role)).toBe(true);
        expect(hasRoleAtLeast(role, minimum)).toBe(roleRank(role) <= roleRank(minimum));
        if (role !== minimum) {
          expect(hasRoleAtLeast(role, minimum)).not.toBe(hasRoleAtLeast(minimum, role));
        }
      }),
    );
  });
});
