import { AppError } from '../../errors/app-error.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from './menus.repository.ts';
import { deepMenusText, deepMenuText, deepSectionsText } from './deep-menus.query.ts';

/** `GET /menus/deep-get-menus`: every menu with its contents, as JSON text (see deep-menus.query.ts). */
export function getDeepMenus(ctx: CatalogueContext): Promise<string> {
  return ctx.tenantTx((tx) => deepMenusText(tx, ctx.restaurantId));
}

/** `GET /menus/deep-get-menu/{id}`: one menu with its contents, as JSON text; 404 when unknown. */
export async function getDeepMenu(ctx: CatalogueContext, menuId: number): Promise<string> {
  const text = await ctx.tenantTx((tx) => deepMenuText(tx, ctx.restaurantId, menuId));
  if (text === null) throw new AppError('not_found');
  return text;
}

/** `GET /menus/{menuId}/sections/deep-get-sections`: the menu's sections with their items. */
export async function getDeepSections(ctx: CatalogueContext, menuId: number): Promise<string> {
  return ctx.tenantTx(async (tx) => {
    if (!(await menusRepository.exists(tx, menuId))) throw new AppError('not_found');
    return deepSectionsText(tx, ctx.restaurantId, menuId);
  });
}
