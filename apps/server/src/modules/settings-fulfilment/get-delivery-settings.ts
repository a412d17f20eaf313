import type { DeliverySettings } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { deliverySettingsOf } from './delivery-settings-row.ts';
import { fulfilmentRepository } from './fulfilment.repository.ts';

/** `GET /settings/delivery`: the location's delivery settings (off and free when never saved). */
export function getDeliverySettings(ctx: TenantContext): Promise<DeliverySettings> {
  return ctx.tenantTx(async (tx) =>
    deliverySettingsOf(await fulfilmentRepository.deliverySettings(tx, ctx.restaurantId)),
  );
}
