import { menuOpenToStaff, type CartItem, type OrderType } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { OrderContext } from '../../context/order-context.ts';
import { orderableItemsRepository } from './orderable-items.repository.ts';
import { priceCartLine } from './price-cart-line.ts';

export interface OrderItemRequest {
  type: OrderType;
  item: CartItem;
  dueAt?: string | undefined;
}

/**
 * `POST /orders/item`: one cart line fitted to its groups' limits and priced at `dueAt` (or
 * now), for the item viewer. Refused with the line's problem (400 `item_unavailable`,
 * `cart_required_selections`, `option_unknown`…). Members-only menus are judged on the whole
 * order (recalculate, validate, submit), which carries the membership; this call does not.
 */
export function priceOrderItem(
  ctx: OrderContext,
  request: OrderItemRequest,
): Promise<{
  item: CartItem;
  removed: { group_id: number; value_id: number; quantity: number }[];
}> {
  return ctx.tenantTx(async (tx) => {
    const entry = request.item;
    const catalogue = await orderableItemsRepository.load(tx, ctx.restaurantId, entry.menu_id, [
      entry.id,
    ]);
    if (!catalogue) {
      throw new AppError('item_unavailable', { item: entry.name.trim() || `#${entry.id}` });
    }
    const outcome = priceCartLine(entry, catalogue.items[0], catalogue.menu, {
      at: request.dueAt ? new Date(request.dueAt) : new Date(),
      timeZone: ctx.location.timezone,
      hasMembership: true,
      kiosk: ctx.user.role === 'kiosk',
      closedToStaff: !menuOpenToStaff(catalogue.menu),
    });
    if (outcome.problem) throw new AppError(outcome.problem.code, outcome.problem.params);
    return { item: outcome.item, removed: outcome.removed };
  });
}
