import type { CreateMenuRequest, UpdateMenuRequest } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { cleanDescription, cleanLocalization } from './catalogue-text.ts';
import { menusRepository, type MenuValues } from './menus.repository.ts';

type MenuFields = Omit<UpdateMenuRequest, 'availability' | 'published'>;

/**
 * The columns a create or an update writes from the request: the fields sent (omitted ones keep
 * their default or current value), rich text cleaned. Publication and availability are handled
 * by the use cases.
 */
export function menuColumns(fields: MenuFields): Partial<MenuValues> {
  return {
    ...fields,
    description: cleanDescription(fields.description),
    localization: cleanLocalization(fields.localization),
  };
}

/** Splits a menu request into its columns, publication wish and availability week. */
export function splitMenuRequest(request: CreateMenuRequest | UpdateMenuRequest) {
  const { availability, published, ...fields } = request;
  return { columns: menuColumns(fields), published, availability };
}

/** A menu group named by a request must be one of the location's (404 otherwise). */
export async function assertMenuGroup(
  tx: Tx,
  ctx: CatalogueContext,
  groupId: number | null | undefined,
): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  if (!(await menusRepository.groupExists(tx, ctx.restaurantId, groupId))) {
    throw new AppError('not_found');
  }
}
