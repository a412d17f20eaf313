import type { MenuGroup } from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';

/** `GET /menu-groups`: the location's groups in their order, each with its menus' ids. */
export function listMenuGroups(ctx: Pick<CatalogueContext, 'tenantTx'>): Promise<MenuGroup[]> {
  return ctx.tenantTx((tx) => groups.list(tx));
}
