import type { RotationalMenu, RotationalMenuRange } from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { rotationalMenusRepository as daily } from './rotational-menus.repository.ts';

/** `GET /rotational-menus`: the daily menus dated in the range, by date then menu order. */
export function listRotationalMenus(
  ctx: Pick<CatalogueContext, 'tenantTx'>,
  range: RotationalMenuRange,
): Promise<RotationalMenu[]> {
  return ctx.tenantTx((tx) => daily.listBetween(tx, range.start_date, range.end_date));
}
