import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { Localization } from '../../../db/schema/index.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** Money amounts are dollars as the columns hold them; percentages are percent. */
export interface PricingInputRows {
  /** Every rate with its first day (null = always); pricing keeps those in force on the due day. */
  taxRates: {
    code: string;
    label: string | null;
    value: number;
    is_default: boolean;
    effective_from: string | null;
  }[];
  /** The active promo code named as asked (case-insensitive), when one was asked. */
  promoCode: { name: string; type: string; value: number } | null;
  /**
   * The location's service charge when it is enabled; its label in other languages in
   * `localization` (`{ fr: { service_charge_label } }`, the parameters' texts).
   */
  serviceCharge: {
    type: string;
    value: number;
    label: string | null;
    localization: Localization;
  } | null;
  /** The location's delivery charge when delivery is enabled. */
  deliveryCharge: { type: string; value: number } | null;
  /**
   * The active subsidy code asked for (`code_id`, the code as stored), with its subsidy and the
   * meals it pays for per day (`max_meals_per_day`, null = no limit).
   */
  subsidy: {
    code_id: number;
    code: string;
    type: string;
    amount: number | null;
    amount_type: string;
    max_meals_per_day: number | null;
  } | null;
  /** The unexpired credit balance of the email asked for (case-insensitive). */
  creditBalance: number | null;
  /** The ordering parameters' cart limits (`locationCartItemLimit`); null without the row. */
  cartLimits: { max_items_per_cart: number | null; max_items_per_order: number | null } | null;
}

export interface PricingInputQuery {
  restaurantId: number;
  timeZone: string;
  promoCode: string | null;
  subsidyCode: string | null;
  creditEmail: string | null;
}

/**
 * Everything besides the catalogue that prices an order, in one query under the tenant's
 * row-level security: tax rates, the discount code, service and delivery charges, the subsidy
 * code, the guest's credit balance (a credit counts until the end of its expiry date in the
 * location's time zone) and the cart limits of the ordering parameters.
 */
export const pricingInputsRepository = {
  async load(tx: Tx, query: PricingInputQuery): Promise<PricingInputRows> {
    const r = query.restaurantId;
    const [row] = await rawRows<{ body: PricingInputRows }>(
      tx,
      sql`select json_build_object(
        'taxRates', coalesce((select json_agg(json_build_object(
            'code', t.code, 'label', t.label, 'value', t.value::float8,
            'is_default', t.is_default, 'effective_from', t.effective_from)
            order by t.code, t.effective_from nulls first)
          from tax_rates t where t.restaurant_id = ${r}), '[]'::json),
        'promoCode', (select json_build_object('name', p.name, 'type', p.type,
            'value', p.value::float8)
          from promo_codes p where p.restaurant_id = ${r} and p.active
            and lower(p.name) = lower(${query.promoCode}::text) limit 1),
        'serviceCharge', (select json_build_object('type', o.service_charge_type,
            'value', o.service_charge_value::float8, 'label', o.service_charge_label,
            'localization', o.localization)
          from ordering_parameters o where o.restaurant_id = ${r} and o.service_charge_enabled),
        'deliveryCharge', (select json_build_object('type', d.charge_type,
            'value', d.charge_value::float8)
          from delivery_settings d where d.restaurant_id = ${r} and d.enabled),
        'subsidy', (select json_build_object('code_id', c.id, 'code', c.code, 'type', s.type,
            'amount', s.amount::float8, 'amount_type', s.amount_type,
            'max_meals_per_day', s.max_meals_per_day)
          from subsidy_codes c join subsidies s on s.id = c.subsidy_id
          where c.restaurant_id = ${r} and c.code = ${query.subsidyCode}::text
            and c.status = 'active' limit 1),
        'creditBalance', (select c.balance::float8 from credits c
          where c.restaurant_id = ${r} and lower(c.email) = lower(${query.creditEmail}::text)
            and (c.expiry_date is null
              or c.expiry_date >= (now() at time zone ${query.timeZone}::text)::date)
          limit 1),
        'cartLimits', (select json_build_object('max_items_per_cart', o.max_items_per_cart,
            'max_items_per_order', o.max_items_per_order)
          from ordering_parameters o where o.restaurant_id = ${r})
      ) as body`,
    );
    return row!.body;
  },
};
