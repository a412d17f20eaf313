import type { ZNextQueueTimeResponse } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { OrderContext } from '../../context/order-context.ts';
import { firstTimeWithRoom } from './scheduling-capacity.ts';
import { schedulingRepository } from './scheduling.repository.ts';

/**
 * `GET /orders/get-next-order-queue-time?menuId=`: when an ASAP order placed now would be due —
 * now plus the menu's preparation time, moved to the next ordering interval with room, within
 * the menu's hours. Answers 409 `scheduling_full` or 400 `scheduling_closed` when no such time
 * comes within a week, like a submit would. A read: nothing is reserved.
 */
export function getNextOrderQueueTime(
  ctx: OrderContext,
  menuId: number,
  now: Date = new Date(),
): Promise<z.infer<typeof ZNextQueueTimeResponse>> {
  return ctx.tenantTx(async (tx) => {
    const menu = await schedulingRepository.menu(tx, menuId);
    if (!menu) throw new AppError('not_found');
    const prepTime = menu.estimated_prep_time;
    const found = await firstTimeWithRoom(tx, {
      menu,
      timeZone: ctx.location.timezone,
      from: new Date(now.getTime() + (prepTime ?? 0) * 60_000),
    });
    if ('problem' in found) throw new AppError(found.problem);
    return { dueAt: found.dueAt.toISOString(), prepTime };
  });
}
