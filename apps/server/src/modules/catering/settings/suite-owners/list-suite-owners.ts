import { naturalCompare, type SuiteOwner } from '@app/domain';
import type { TenantContext } from '../../../../context/tenant-context.ts';
import { suiteOwnerOf } from './suite-owner-answers.ts';
import { suiteOwnersRepository as owners } from './suite-owners.repository.ts';

/** `GET /catering/suite-owners`: by last name, then first name. */
export async function listSuiteOwners(ctx: TenantContext): Promise<SuiteOwner[]> {
  const rows = await ctx.tenantTx((tx) => owners.list(tx, ctx.restaurantId));
  const compare = (a: string, b: string) => naturalCompare(a, b, ctx.locale);
  return rows
    .map(suiteOwnerOf)
    .sort(
      (a, b) => compare(a.lastName, b.lastName) || compare(a.firstName, b.firstName) || a.id - b.id,
    );
}
