import {
  menuExportFileName,
  menuExportSheets,
  textIn,
  toIsoDate,
  type DeepMenu,
  type ExportSheet,
} from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { deepMenuText } from '../menus/deep-menus.query.ts';
import { optionGroupsRepository } from '../options/option-groups.repository.ts';

export interface MenuExport {
  /** `Menu-{menuName}-{date}.xlsx`: the menu's name in the caller's language, today there. */
  fileName: string;
  sheets: ExportSheet[];
}

/**
 * `GET /menus/{id}/export`: what the menu's spreadsheet holds. The menu is read with the same
 * deep read as `deep-get-menu/{id}` (one query, row-level security on: another location's menu
 * is "not found") together with the location's add-on groups, in one transaction; the domain lays
 * out the sheets. Nothing is written.
 */
export async function exportMenu(
  ctx: CatalogueContext,
  menuId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<MenuExport> {
  const { text, groups } = await ctx.tenantTx(async (tx) => {
    const menuText = await deepMenuText(tx, ctx.restaurantId, menuId);
    if (menuText === null) throw new AppError('not_found');
    return { text: menuText, groups: await optionGroupsRepository.list(tx) };
  });
  const menu = JSON.parse(text) as DeepMenu;
  const name = textIn(menu.name, menu.localization, 'name', ctx.locale);
  return {
    fileName: menuExportFileName(name, toIsoDate(now, timeZone)),
    sheets: menuExportSheets(menu, groups, {
      locale: ctx.locale,
      primaryLanguage: ctx.primaryLanguage,
    }),
  };
}
