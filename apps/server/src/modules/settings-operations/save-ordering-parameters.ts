import {
  storedServiceCharge,
  type OrderingParameters,
  type OrderingParametersRequest,
} from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { operationsRepository as repository } from './operations.repository.ts';
import { locationToday, orderingParametersOf } from './ordering-parameters-response.ts';

/** The row's columns of a validated request; the school year is not part of it. */
function rowValues(request: OrderingParametersRequest) {
  const charge = storedServiceCharge(request.service_charge_value);
  const frLabel = request.localization.fr?.service_charge_label?.trim();
  const localization: Record<string, { service_charge_label: string }> = frLabel
    ? { fr: { service_charge_label: frLabel } }
    : {};
  return {
    max_items_per_order: request.max_items_per_order,
    max_items_per_cart: request.max_items_per_cart,
    cutoff_value: request.cutoff?.value ?? null,
    cutoff_unit: request.cutoff?.unit ?? 'hours',
    window_max_days: request.window_max_days,
    exclude_weekends: request.exclude_weekends,
    minimum_order_amount: request.minimum_order_amount || null,
    service_charge_enabled: request.service_charge_enabled,
    service_charge_type: charge.type,
    service_charge_value: charge.value,
    service_charge_label: request.service_charge_label || null,
    localization,
  };
}

/**
 * `PUT /settings/ordering-parameters`: replaces the location's parameters whole (the school year
 * is kept), with its change-history row, in one transaction. Orders read the row at once.
 */
export function saveOrderingParameters(
  ctx: TenantContext,
  timeZone: string,
  request: OrderingParametersRequest,
): Promise<OrderingParameters> {
  return ctx.tenantTx(async (tx) => {
    const today = locationToday(timeZone);
    const before = await repository.orderingParametersForUpdate(tx, ctx.restaurantId);
    const row = await repository.saveOrderingParameters(tx, ctx.restaurantId, rowValues(request));
    const after = orderingParametersOf(row, today);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'ordering_parameters',
      entityId: ctx.restaurantId,
      action: before ? 'update' : 'create',
      before: before ? orderingParametersOf(before, today) : null,
      after,
      user: ctx.user,
    });
    return after;
  });
}
