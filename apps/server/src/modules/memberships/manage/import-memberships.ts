import { isDeepStrictEqual } from 'node:util';
import type { MembershipImportResult } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { MembershipRow } from '../memberships.repository.ts';
import {
  afterMembershipWrite,
  membershipValuesOf,
  type MembersContext,
} from './membership-entry.ts';
import {
  managedMembershipsRepository as memberships,
  type MembershipValues,
} from './managed-memberships.repository.ts';
import type { MembershipImportRow } from './read-membership-import.ts';

/**
 * `POST /api/memberships/import`: every row of the file in one transaction, matched by
 * identifier (any case): a new identifier adds a membership, a known one takes the row's values
 * (and becomes active again), a row equal to what is stored is left alone, so sending the same
 * file twice changes nothing the second time. Each write has its change-history row and its
 * email a customer account. Rows were checked first (`readMembershipImport`): nothing is written
 * unless every row is good.
 */
export function importMemberships(
  ctx: MembersContext,
  rows: MembershipImportRow[],
): Promise<MembershipImportResult> {
  return ctx.tenantTx(async (tx) => {
    const identifiers = rows.map((row) => row.membership.identifier);
    const stored = await memberships.lockByIdentifiers(tx, ctx.restaurantId, identifiers);
    const result = { created: 0, updated: 0, unchanged: 0 };
    for (const row of rows) {
      const values = membershipValuesOf(row.membership, ctx.timezone);
      const before = stored.get(values.identifier.toLowerCase()) ?? null;
      result[await importRow(tx, ctx, before, values)] += 1;
    }
    return result;
  });
}

async function importRow(
  tx: Tx,
  ctx: MembersContext,
  before: MembershipRow | null,
  values: MembershipValues,
): Promise<keyof MembershipImportResult> {
  if (!before) {
    const after = await memberships.insert(tx, ctx.restaurantId, values);
    await afterMembershipWrite(tx, ctx, { action: 'import', before: null, after });
    return 'created';
  }
  if (isSame(before, values)) return 'unchanged';
  const after = await memberships.update(tx, ctx.restaurantId, before.id, values);
  await afterMembershipWrite(tx, ctx, { action: 'import', before, after });
  return 'updated';
}

function isSame(row: MembershipRow, values: MembershipValues): boolean {
  return (
    row.active &&
    row.identifier === values.identifier &&
    row.type === values.type &&
    row.name === values.name &&
    row.email === values.email &&
    (row.expires_at?.getTime() ?? null) === (values.expires_at?.getTime() ?? null) &&
    isDeepStrictEqual(row.promos, values.promos)
  );
}
