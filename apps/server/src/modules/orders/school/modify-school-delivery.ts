import type { ModifySchoolDeliveryRequest, Order } from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { ordersRepository } from '../orders.repository.ts';
import { updateOrder } from '../writes/update-order.ts';
import { schoolOrdersRepository } from './school-orders.repository.ts';

/**
 * `PUT /orders/modify-school-delivery/{id}`: the school details of a school order, or of every
 * open order of the same student (`modifyAllOrders`). Each order goes through `PUT /orders/{id}`'s
 * checkout change (`updateOrder` with `checkout.school`): open orders only (409
 * `order_not_modifiable`), checked by the order type's rules as at submit, its own transaction
 * and change-history row. The first refusal stops and is answered; orders changed before it stay
 * changed (each is whole). Answers the orders changed, the one asked for first.
 */
export async function modifySchoolDelivery(
  ctx: OrderContext,
  id: number,
  request: ModifySchoolDeliveryRequest,
): Promise<Order[]> {
  const order = await ctx.tenantTx((tx) => ordersRepository.find(tx, id));
  if (!order) throw new AppError('not_found');
  if (order.type !== 'school') throw new AppError('order_not_modifiable');
  const others =
    request.modifyAllOrders && order.student_name
      ? await ctx.tenantTx((tx) =>
          schoolOrdersRepository.openOrdersOfStudent(tx, ctx.restaurantId, {
            name: order.student_name!,
            email: order.customer_email,
          }),
        )
      : [];
  const changed: Order[] = [];
  for (const orderId of [id, ...others.filter((other) => other !== id)]) {
    const updated = await updateOrder(ctx, orderId, { checkout: { school: request.delivery } });
    changed.push(updated.body);
  }
  return changed;
}
