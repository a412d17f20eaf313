import {
  ENTITLEMENTS_MIN_ROLE,
  hasRoleAtLeast,
  locationEntitlements,
  validationIssue,
  ZOrderOptions,
  type Location,
  type UpdateLocationRequest,
} from '@app/domain';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { fieldsError } from '../../errors/validation-failed.ts';
import type { LocationRow } from './restaurants.repository.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { LocationChangeContext } from './location-change-context.ts';
import { toLocation } from './location-response.ts';
import { paymentSettingsPatch } from '../payments/payment-settings.ts';
import { assertPauseMessagesComplete } from './pause-orders.ts';
import { restaurantsRepository, type LocationPatch } from './restaurants.repository.ts';

function changesEntitlements(before: LocationRow, patch: LocationPatch): boolean {
  return locationEntitlements.some(
    (field) =>
      patch[field] !== undefined && JSON.stringify(patch[field]) !== JSON.stringify(before[field]),
  );
}

/**
 * `PUT /restaurants/{id}` (not the pause toggle): saves the fields sent, nested configs whole.
 * `force_publish` is accepted and has nothing to do yet: locations keep no published static
 * menu file that would need regenerating. `stripe_secret_key` is stored sealed, never answered
 * (payments/payment-settings.ts).
 */
export async function updateLocation(
  ctx: LocationChangeContext,
  request: UpdateLocationRequest,
): Promise<Location> {
  const { force_publish: _forcePublish, stripe_secret_key: stripeSecretKey, ...fields } = request;
  return ctx.tenantTx(async (tx) => {
    const before = await restaurantsRepository.findForUpdate(tx, ctx.locationId);
    if (!before) throw new AppError('tenant_not_recognized');
    const patch = {
      ...fields,
      ...paymentSettingsPatch(
        before,
        { payment_processor: fields.payment_processor, stripe_secret_key: stripeSecretKey },
        ctx.locale,
      ),
    };
    if (
      changesEntitlements(before, patch) &&
      !hasRoleAtLeast(ctx.user.role, ENTITLEMENTS_MIN_ROLE)
    ) {
      throw new AppError('forbidden_role');
    }
    if (patch.orders_paused !== undefined || patch.order_options !== undefined) {
      const orderOptions = patch.order_options ?? ZOrderOptions.parse(before.order_options);
      assertPauseMessagesComplete(
        { orders_paused: patch.orders_paused ?? before.orders_paused, order_options: orderOptions },
        ctx.locale,
      );
    }
    const after = await restaurantsRepository
      .update(tx, ctx.locationId, patch)
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw fieldsError({ slug: validationIssue('uniqueName') }, ctx.locale);
      });
    if (!after) throw new AppError('tenant_not_recognized');
    const location = toLocation(after);
    await recordChange(tx, {
      restaurantId: ctx.locationId,
      entity: 'restaurant',
      entityId: ctx.locationId,
      action: 'update',
      before: toLocation(before),
      after: location,
      user: ctx.user,
    });
    return location;
  });
}
