import {
  startOfZonedDay,
  toIsoDate,
  validationIssue,
  type MembershipEntry,
  type MembershipPromo,
  type MembershipPromoInput,
  type MembershipRequest,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { tenantContext, type TenantContext } from '../../../context/tenant-context.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { customersRepository } from '../../customers/customers.repository.ts';
import { isMembershipValid } from '../membership-rules.ts';
import type { MembershipRow } from '../memberships.repository.ts';
import type { MembershipValues } from './managed-memberships.repository.ts';

/** A Members screen use case's context: the tenant and the location's time zone (expiry days). */
export interface MembersContext extends TenantContext {
  timezone: string;
}

export function membersContext(request: FastifyRequest): MembersContext {
  return { ...tenantContext(request), timezone: request.tenant!.timezone };
}

/** A membership as the screen reads it; `status` as the checkout would judge it now. */
export function membershipEntryOf(row: MembershipRow, timezone: string, now = new Date()) {
  return {
    id: row.id,
    identifier: row.identifier,
    type: row.type,
    name: row.name,
    email: row.email,
    promos: row.promos,
    expires_at: row.expires_at?.toISOString() ?? null,
    expires_on: row.expires_at ? toIsoDate(row.expires_at, timezone) : null,
    status: isMembershipValid(row, now) ? 'active' : 'expired',
    updated_at: row.updated_at.toISOString(),
  } satisfies MembershipEntry;
}

function storedPromo(promo: MembershipPromoInput): MembershipPromo {
  const french = promo.localization?.fr?.name?.trim();
  return french
    ? { name: promo.name, value: promo.value, localization: { fr: { name: french } } }
    : { name: promo.name, value: promo.value };
}

/**
 * The columns of a checked request. A day of expiry becomes the instant that day starts in the
 * location's time zone: the first day the membership no longer counts, the day the checkout's
 * "This membership expired on {date}." names.
 */
export function membershipValuesOf(request: MembershipRequest, timezone: string): MembershipValues {
  return {
    identifier: request.identifier,
    type: request.type,
    name: request.name || null,
    email: request.email || null,
    promos: request.promos.map(storedPromo),
    expires_at: request.expires_on ? startOfZonedDay(request.expires_on, timezone) : null,
  };
}

/** 400 on `identifier` ("This name is already in use."), as the form says it. */
export function identifierTakenError(ctx: TenantContext) {
  return fieldsError({ identifier: validationIssue('uniqueName') }, ctx.locale);
}

/** Runs a write of an identifier; one taken by a concurrent save answers the same 400. */
export async function writingIdentifier<T>(ctx: TenantContext, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw identifierTakenError(ctx);
    throw error;
  }
}

/**
 * What every write of a membership does after it: the member's email gets a customer account
 * (docs/decisions/customers-and-credits.md) and the change is recorded.
 */
export async function afterMembershipWrite(
  tx: Tx,
  ctx: MembersContext,
  change: { action: string; before: MembershipRow | null; after: MembershipRow | null },
): Promise<void> {
  const row = change.after ?? change.before!;
  if (change.after?.email) {
    await customersRepository.upsert(tx, {
      restaurantId: ctx.restaurantId,
      email: change.after.email,
      name: change.after.name,
      source: 'membership',
    });
  }
  await recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'membership',
    entityId: row.id,
    action: change.action,
    before: change.before && membershipEntryOf(change.before, ctx.timezone),
    after: change.after && membershipEntryOf(change.after, ctx.timezone),
    user: ctx.user,
  });
}
