import type { OptionGroup } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { itemsRepository } from '../../catalogue/items.repository.ts';
import { optionGroupsRepository as groups } from '../../catalogue/option-groups.repository.ts';

/** An item as the path names it: `/menus/{menuId}[/sections/{sectionId}]/items/{itemId}`. */
export interface ItemPath {
  menuId: number;
  /** Set on the section routes; without it the item must be outside sections. */
  sectionId?: number | undefined;
  itemId: number;
}

/**
 * The item must be in that menu and that section — or outside sections when the path has none,
 * as the menus module's item paths (docs/decisions/catalogue.md "Item paths are strict about the parent").
 * Anything else, or another location's item, is 404.
 */
async function assertItemAt(tx: Tx, path: ItemPath): Promise<void> {
  const parent = { menuId: path.menuId, sectionId: path.sectionId ?? null };
  if (!(await itemsRepository.existsAt(tx, parent, path.itemId))) throw new AppError('not_found');
}

async function assertGroupExists(tx: Tx, groupId: number): Promise<void> {
  if (!(await groups.exists(tx, groupId))) throw new AppError('not_found');
}

/** `GET …/items/{itemId}/options`: the groups the item offers, whole, in the item's order. */
export async function listItemOptions(
  ctx: CatalogueContext,
  path: ItemPath,
): Promise<OptionGroup[]> {
  return ctx.tenantTx(async (tx) => {
    await assertItemAt(tx, path);
    return groups.listForItem(tx, path.itemId);
  });
}

/**
 * `POST …/items/{itemId}/options/{optionGroupId}`: the item offers the group, after its other
 * groups. Idempotent: linking a group already linked changes nothing (`created` false).
 */
export async function linkItemOption(
  ctx: CatalogueContext,
  path: ItemPath,
  groupId: number,
): Promise<{ created: boolean; groups: OptionGroup[] }> {
  return ctx.tenantTx(async (tx) => {
    await assertItemAt(tx, path);
    await assertGroupExists(tx, groupId);
    const order = await itemsRepository.linkOption(tx, ctx.restaurantId, path.itemId, groupId);
    const created = order !== null;
    if (created) {
      await recordCatalogueChange(tx, ctx, {
        entity: 'item_option',
        entityId: path.itemId,
        action: 'create',
        before: null,
        after: { item_id: path.itemId, option_group_id: groupId, order },
      });
    }
    return { created, groups: await groups.listForItem(tx, path.itemId) };
  });
}

/**
 * `DELETE …/items/{itemId}/options/{optionGroupId}`: the item no longer offers the group.
 * Idempotent for a group that exists but was not linked; an unknown item or group is 404.
 */
export async function unlinkItemOption(
  ctx: CatalogueContext,
  path: ItemPath,
  groupId: number,
): Promise<void> {
  await ctx.tenantTx(async (tx) => {
    await assertItemAt(tx, path);
    await assertGroupExists(tx, groupId);
    const order = await itemsRepository.unlinkOption(tx, path.itemId, groupId);
    if (order === null) return;
    await recordCatalogueChange(tx, ctx, {
      entity: 'item_option',
      entityId: path.itemId,
      action: 'delete',
      before: { item_id: path.itemId, option_group_id: groupId, order },
      after: null,
    });
  });
}
