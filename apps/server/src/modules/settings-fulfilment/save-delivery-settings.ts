import type { DeliverySettings } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { deliveryRowOf, deliverySettingsOf } from './delivery-settings-row.ts';
import { fulfilmentRepository } from './fulfilment.repository.ts';

/**
 * `PUT /settings/delivery`: replaces the location's delivery settings (checked by the route's
 * `ZDeliverySettingsRequest`) and answers them as stored, in one transaction with their
 * change-history row. The order screens and pricing read the same row: the change applies to
 * the next ordering config, price and submit.
 */
export function saveDeliverySettings(
  ctx: TenantContext,
  settings: DeliverySettings,
): Promise<DeliverySettings> {
  return ctx.tenantTx(async (tx) => {
    const before = deliverySettingsOf(
      await fulfilmentRepository.deliverySettings(tx, ctx.restaurantId),
    );
    await fulfilmentRepository.saveDeliverySettings(tx, ctx.restaurantId, deliveryRowOf(settings));
    const after = deliverySettingsOf(
      await fulfilmentRepository.deliverySettings(tx, ctx.restaurantId),
    );
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'delivery_settings',
      entityId: ctx.restaurantId,
      action: 'update',
      before,
      after,
      user: ctx.user,
    });
    return after;
  });
}
