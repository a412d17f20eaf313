import type { MenuSummary } from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from './menus.repository.ts';

/** `GET /menus`: the location's menus with their section and item counts, in (order, id). */
export function listMenus(ctx: CatalogueContext): Promise<MenuSummary[]> {
  return ctx.tenantTx((tx) => menusRepository.listSummaries(tx, ctx.restaurantId));
}
