import { normalizeEventAccess, type EventAccess } from '../roles/event-access.ts';
import { normalizeRole, type Role } from '../roles/role-ranks.ts';

/**
 * Claims of the id token the web app reads (docs/api.md). `restaurants` lists the authorised
 * locations, the first being the default tenant.
 */
export interface IdTokenClaims {
  sub: string;
  email: string;
  name: string;
  role: Role;
  event_access: EventAccess | null;
  restaurants: number[];
  groups: string[];
  has_pins: boolean;
  locale: string;
}

export class InvalidIdTokenClaims extends Error {}

function claim<T>(value: unknown, valid: (value: unknown) => value is T, name: string): T {
  if (!valid(value)) throw new InvalidIdTokenClaims(`The id token's ${name} claim is not valid`);
  return value;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isSubject = (value: unknown): value is string => isText(value) && value !== '';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isIntegers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/**
 * Reads an id token's claims, applying the spec's role rules: a missing role reads as manager,
 * an unknown one as member; an unknown event access level reads as none (`null`); missing
 * groups, PIN flag and locale take their defaults. Throws `InvalidIdTokenClaims` when a claim
 * has the wrong type. Plain code, not a schema: the web app reads a kept session before the
 * first screen, whose budget has no room for the schema library (docs/architecture.md "Budget").
 */
export function readIdTokenClaims(payload: unknown): IdTokenClaims {
  if (typeof payload !== 'object' || payload === null) {
    throw new InvalidIdTokenClaims('The id token holds no claims');
  }
  const claims = payload as Record<string, unknown>;
  return {
    sub: claim(claims.sub, isSubject, 'sub'),
    email: claim(claims.email, isText, 'email'),
    name: claim(claims.name, isText, 'name'),
    role: normalizeRole(claims.role),
    event_access: normalizeEventAccess(claims.event_access),
    restaurants: claim(claims.restaurants, isIntegers, 'restaurants'),
    groups: claim(claims.groups ?? [], isTexts, 'groups'),
    has_pins: claim(claims.has_pins ?? false, isBoolean, 'has_pins'),
    locale: claim(claims.locale ?? 'en-CA', isText, 'locale'),
  };
}
