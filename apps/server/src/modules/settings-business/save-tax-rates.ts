import type { TaxRateInput, TaxRateSetting } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { assertKeptIds } from '../../lib/whole-list-ids.ts';
import { recordChange } from '../change-history/record-change.ts';
import { taxRateSettingOf } from './get-tax-rates.ts';
import { taxRatesRepository } from './tax-rates.repository.ts';

/**
 * `PUT /settings/tax-rates`: the whole list replaces the saved one in one transaction (the
 * domain's `ZTaxRatesRequest` has checked it), rates sent with their id keep it; an id that is
 * not one of the location's rates is 404 `not_found` and nothing changes. Orders priced from now
 * on use the new rates; one change-history row holds the list before and after.
 */
export function saveTaxRates(ctx: TenantContext, rates: TaxRateInput[]): Promise<TaxRateSetting[]> {
  return ctx.tenantTx(async (tx) => {
    await taxRatesRepository.lock(tx, ctx.restaurantId);
    const before = (await taxRatesRepository.list(tx, ctx.restaurantId)).map(taxRateSettingOf);
    assertKeptIds(rates, before, ctx.locale);
    await taxRatesRepository.replace(tx, ctx.restaurantId, rates);
    const after = (await taxRatesRepository.list(tx, ctx.restaurantId)).map(taxRateSettingOf);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'tax_rates',
      entityId: null,
      action: 'replace',
      before,
      after,
      user: ctx.user,
    });
    return after;
  });
}
