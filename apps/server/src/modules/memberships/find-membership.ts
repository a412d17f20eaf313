import { formatDate, type Locale, type Location } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { isMembershipValid } from './membership-rules.ts';
import { membershipsRepository, type MembershipRow } from './memberships.repository.ts';

type MembershipLocation = Pick<Location, 'id' | 'membership_program' | 'timezone'>;

/** Why a guest's membership does not count, as an error code and its params. */
export interface MembershipProblem {
  code: 'membership_not_found' | 'membership_expired';
  params: Record<string, string>;
}

/**
 * The guest's membership when it counts at `at` — the location runs the membership programme
 * (`membership_program`), the identifier is known (case-insensitive) and the membership is
 * active and not past its expiry — else why not:
 * `membership_expired` with its expiry `date` in the caller's format and the location's time
 * zone for an active membership past its expiry; `membership_not_found` for anything else (no
 * programme, unknown identifier, inactive membership).
 */
export async function lookUpMembership(
  tx: Tx,
  location: MembershipLocation,
  identifier: string,
  at: Date,
  locale: Locale,
): Promise<
  { membership: MembershipRow; problem: null } | { membership: null; problem: MembershipProblem }
> {
  const notFound = {
    membership: null,
    problem: { code: 'membership_not_found', params: {} },
  } as const;
  if (!location.membership_program) return notFound;
  const membership = await membershipsRepository.findByIdentifier(tx, location.id, identifier);
  if (!membership || !membership.active) return notFound;
  if (isMembershipValid(membership, at)) return { membership, problem: null };
  const expiredOn = membership.expires_at ?? at;
  return {
    membership: null,
    problem: {
      code: 'membership_expired',
      params: { date: formatDate(expiredOn, locale, location.timezone) },
    },
  };
}
