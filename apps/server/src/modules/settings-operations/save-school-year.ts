import type { OrderingParameters, SchoolYearRequest } from '@app/domain';
import { schoolYearProblem } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { validationError } from '../../errors/validation-failed.ts';
import { operationsRepository as repository } from './operations.repository.ts';
import { locationToday, orderingParametersOf } from './ordering-parameters-response.ts';

/**
 * `PUT /settings/school-year`: sets the K-12 end-of-school-year date (the typed word is checked by
 * the request schema). Refused while the stored date has not passed in the location's time zone,
 * and for a date already past; the row is locked, so two saves cannot both pass the check.
 */
export function saveSchoolYear(
  ctx: TenantContext,
  timeZone: string,
  request: SchoolYearRequest,
): Promise<OrderingParameters> {
  return ctx.tenantTx(async (tx) => {
    const today = locationToday(timeZone);
    const before = await repository.orderingParametersForUpdate(tx, ctx.restaurantId);
    const stored = before?.end_of_school_year ?? null;
    const problem = schoolYearProblem(request.end_of_school_year, stored, today);
    if (problem) {
      throw validationError(
        [{ code: 'custom', params: problem, path: ['end_of_school_year'] }],
        ctx.locale,
      );
    }
    const row = await repository.saveSchoolYear(tx, ctx.restaurantId, request.end_of_school_year);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'end_of_school_year',
      entityId: ctx.restaurantId,
      action: stored ? 'update' : 'create',
      before: stored ? { end_of_school_year: stored } : null,
      after: { end_of_school_year: request.end_of_school_year },
      user: ctx.user,
    });
    return orderingParametersOf(row, today);
  });
}
