import { compareOptionGroups, type OptionGroup, type OptionGroupType } from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';

/**
 * `GET /options?type=`: the location's groups of one type (all without it), each with its
 * options in order and how many items offer it, in the domain's list order (pricing first, then
 * manual order, then natural name order in the caller's language). One query; the final name
 * order is the domain's collation, which SQL cannot reproduce on both databases.
 */
export async function listOptionGroups(
  ctx: Pick<CatalogueContext, 'tenantTx' | 'locale'>,
  type?: OptionGroupType,
): Promise<OptionGroup[]> {
  const list = await ctx.tenantTx((tx) => groups.list(tx, type));
  return list.sort((a, b) => compareOptionGroups(a, b, ctx.locale));
}
