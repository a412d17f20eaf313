import { validationIssue, type DeliverySchool } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordChange } from '../change-history/record-change.ts';
import { schoolOf } from '../ordering-config/ordering-config-parts.ts';
import { fieldsError } from '../../errors/validation-failed.ts';
import { fulfilmentRepository } from './fulfilment.repository.ts';
import { assertKeptIds } from '../../lib/whole-list-ids.ts';

type SavedSchool = DeliverySchool & { id: number };

/** `GET /settings/delivery/schools`: the schools of school delivery, in their order. */
export function listSchools(ctx: TenantContext): Promise<SavedSchool[]> {
  return ctx.tenantTx(async (tx) =>
    (await fulfilmentRepository.schools(tx, ctx.restaurantId)).map(schoolOf),
  );
}

/**
 * `PUT /settings/delivery/schools`: replaces the list with the one sent (names already checked
 * unique by `ZDeliverySchools`), in one transaction with its change-history row; answers the
 * saved list. Should two saves race to the same name, the database's `lower(name)` index
 * refuses the later one with the same 400 `uniqueName`.
 */
export function saveSchools(ctx: TenantContext, schools: DeliverySchool[]): Promise<SavedSchool[]> {
  return ctx.tenantTx(async (tx) => {
    const before = await fulfilmentRepository.schools(tx, ctx.restaurantId);
    assertKeptIds(schools, before, ctx.locale);
    await fulfilmentRepository
      .replaceSchools(tx, ctx.restaurantId, before, schools)
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw fieldsError({ name: validationIssue('uniqueName') }, ctx.locale);
      });
    const after = (await fulfilmentRepository.schools(tx, ctx.restaurantId)).map(schoolOf);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'delivery_schools',
      entityId: null,
      action: 'update',
      before: before.map(schoolOf),
      after,
      user: ctx.user,
    });
    return after;
  });
}
