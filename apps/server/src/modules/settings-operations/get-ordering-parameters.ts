import type { OrderingParameters } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { orderingConfigRepository } from '../ordering-config/ordering-config.repository.ts';
import { locationToday, orderingParametersOf } from './ordering-parameters-response.ts';

/** `GET /settings/ordering-parameters`: the parameters, the school year and whether it is locked. */
export function getOrderingParameters(
  ctx: TenantContext,
  timeZone: string,
): Promise<OrderingParameters> {
  return ctx.tenantTx(async (tx) => {
    const row = await orderingConfigRepository.orderingParameters(tx, ctx.restaurantId);
    return orderingParametersOf(row, locationToday(timeZone));
  });
}
