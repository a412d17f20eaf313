import type { Province } from '../locations/location-schemas.ts';
import type { TaxRateInput } from './business.ts';

/**
 * Sales tax on restaurant sales per province and territory, as of 2025–26 (sources: Canada
 * Revenue Agency, "GST/HST rates" and GI-064; Revenu Québec, "QST rate"; the provincial
 * bulletins of British Columbia (PST-301 / PST-106, prepared food exempt, liquor 10 %), Manitoba
 * (RST 7 %) and Saskatchewan (PST 6 %); Nova Scotia's Budget 2025–26 bulletin lowering the HST
 * from 15 % to 14 % on 2025-04-01). Collected in /work/shared/data/README.md.
 *
 * A preset fills the Business settings form; saving it is the ordinary `PUT /settings/tax-rates`.
 * Default rates apply to every item without its own `tax_rate`; the others are for items that
 * name them (`GST+PST`).
 */
type PresetRate = Omit<TaxRateInput, 'id'>;

const rate = (
  code: string,
  value: number,
  options: { is_default?: boolean; effective_from?: string; label?: TaxRateInput['label'] } = {},
): PresetRate => ({
  code,
  label: options.label ?? (code as TaxRateInput['label']),
  value,
  is_default: options.is_default ?? true,
  effective_from: options.effective_from ?? null,
});

const gstOnly = [rate('GST', 5)];
const hst15 = [rate('HST', 15)];

export const taxPresets: Readonly<Record<Province, readonly PresetRate[]>> = {
  ab: gstOnly,
  // Prepared meals are exempt from BC's PST: only GST applies by default; items that pay PST
  // (e.g. take-home goods) name `GST+PST`, liquor `GST+PST-LIQUOR`.
  bc: [
    rate('GST', 5),
    rate('PST', 7, { is_default: false }),
    rate('PST-LIQUOR', 10, { is_default: false, label: 'PST' }),
  ],
  mb: [rate('GST', 5), rate('RST', 7)],
  nb: hst15,
  nl: hst15,
  // 15 % until 2025-03-31, 14 % from 2025-04-01: orders due before the change keep 15 %.
  ns: [rate('HST', 15), rate('HST', 14, { effective_from: '2025-04-01' })],
  nt: gstOnly,
  on: [rate('HST', 13)],
  pe: hst15,
  qc: [rate('GST', 5), rate('QST', 9.975)],
  sk: [rate('GST', 5), rate('PST', 6)],
  yt: gstOnly,
};

/** The preset of a province as new rates (no ids), ready for the form. */
export function taxPresetOf(province: Province): TaxRateInput[] {
  return taxPresets[province].map((preset) => ({ ...preset }));
}
