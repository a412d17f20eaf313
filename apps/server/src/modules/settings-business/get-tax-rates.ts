import type { TaxRateSetting } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { taxRatesRepository, type TaxRateRow } from './tax-rates.repository.ts';
import { ZTaxLabel } from '@app/domain';

/** A stored label outside the list of labels (older data) reads as none: receipts print the code. */
export function taxRateSettingOf(row: TaxRateRow): TaxRateSetting {
  const label = ZTaxLabel.safeParse(row.label);
  return { ...row, label: label.success ? label.data : null };
}

/** `GET /settings/tax-rates`: every rate of the location, by code then first day. */
export function getTaxRates(ctx: TenantContext): Promise<TaxRateSetting[]> {
  return ctx.tenantTx(async (tx) =>
    (await taxRatesRepository.list(tx, ctx.restaurantId)).map(taxRateSettingOf),
  );
}
