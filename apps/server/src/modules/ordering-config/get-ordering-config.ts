import {
  locationCartItemLimit,
  paymentPreferences,
  taxRatesInForce,
  toIsoDate,
  type Location,
  type OrderingConfig,
} from '@app/domain';
import type { OrderContext } from '../../context/order-context.ts';
import {
  customQuestionOf,
  deliveryConfigOf,
  orderingOf,
  schoolOf,
  seatingAreasOf,
} from './ordering-config-parts.ts';
import { orderingConfigRepository as repository } from './ordering-config.repository.ts';

/** Invoice and card are always offered; cost center and purchase order with `extra_payment_methods`. */
function paymentPreferencesOf(location: Location): OrderingConfig['paymentPreferences'] {
  return paymentPreferences.filter(
    (preference) =>
      location.extra_payment_methods || preference === 'invoice' || preference === 'credit_card',
  );
}

function pausedOf(location: Location): OrderingConfig['ordersPaused'] {
  const { orders_paused_message: message, localization } = location.order_options;
  const french = localization.fr?.orders_paused_message;
  return {
    paused: location.orders_paused,
    message,
    localization: french === undefined ? {} : { fr: { orders_paused_message: french } },
  };
}

/**
 * `GET /orders/ordering-config`: everything the order-creation screens need about the active
 * location, read in one tenant transaction (docs/api.md "Ordering config").
 */
export async function getOrderingConfig(
  ctx: Pick<OrderContext, 'restaurantId' | 'location' | 'tenantTx'>,
  now = new Date(),
): Promise<OrderingConfig> {
  const { location, restaurantId: id } = ctx;
  return ctx.tenantTx(async (tx) => {
    const parameters = await repository.orderingParameters(tx, id);
    const delivery = await repository.deliverySettings(tx, id);
    const taxRates = await repository.taxRates(tx, id);
    const questions = await repository.customQuestions(tx, id);
    const schools = await repository.schools(tx, id);
    const onsite = await repository.onsiteLocations(tx, id);
    const events = await repository.upcomingEvents(tx, id, now);
    return {
      timeZone: location.timezone,
      flags: {
        discount: location.discount,
        membership_program: location.membership_program,
        subsidies: location.subsidies,
        app8_credits: location.app8_credits,
        k12: location.k12,
        catering: location.catering,
        delivery: location.delivery,
        suites_enabled: location.suites_enabled,
        hide_items_special_instructions: location.hide_items_special_instructions,
        hide_takeout_special_instructions: location.hide_takeout_special_instructions,
      },
      ordersPaused: pausedOf(location),
      contactFields: location.menu_manager_config.contact_fields_config,
      customQuestions: questions.flatMap((row) => customQuestionOf(row) ?? []),
      maxItemsPerCart: locationCartItemLimit(location, parameters),
      ordering: orderingOf(parameters),
      delivery: deliveryConfigOf(location, delivery),
      schools: schools.map(schoolOf),
      seatingAreas: seatingAreasOf(onsite),
      events,
      // The rates in force today in the location's time zone (a scheduled order's due day may
      // have others: its costs come from the pricing calls).
      taxRates: taxRatesInForce(taxRates, toIsoDate(now, location.timezone)).map((rate) => ({
        code: rate.code,
        label: rate.label ?? rate.code,
        rate: rate.value,
        is_default: rate.is_default,
      })),
      paymentPreferences: paymentPreferencesOf(location),
    };
  });
}
