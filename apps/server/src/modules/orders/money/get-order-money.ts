import type { OrderMoneyAnswer } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { ordersRepository as orders } from '../orders.repository.ts';
import { readOrderLedger } from './order-ledger.ts';

/** `GET /orders/{id}/money`: the order's money, derived from its ledger, and every ledger row. */
export function getOrderMoney(ctx: OrderContext, orderId: number): Promise<OrderMoneyAnswer> {
  return ctx.tenantTx(async (tx) => {
    const order = await orders.find(tx, orderId);
    if (!order) throw new AppError('not_found');
    return (await readOrderLedger(tx, order)).answer;
  });
}
