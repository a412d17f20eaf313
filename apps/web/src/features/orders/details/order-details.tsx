import { Stack } from '@mantine/core';
import {
  orderTypesOffered,
  takeOutTypesOffered,
  type OrderDraft,
  type OrderingConfig,
  type OrderType,
  type TakeOutType,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { OrderDraftAction } from '../state/order-draft.ts';
import { ChoiceCards } from './choice-cards.tsx';
import { EventFields } from './event-fields.tsx';
import { LaneFields } from './lane-fields.tsx';
import { SeatingFields } from './seating-fields.tsx';

interface OrderDetailsProps {
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  config: OrderingConfig;
  /** Adding to a check or modifying: the order type is fixed. */
  typeLocked: boolean;
  tableError?: string | null;
  laneError?: string | null;
}

/**
 * Order details (spec part 2 §2): the order type (every type the location takes), the take-out
 * type, the seating area, details and table of a dine-in order, the event and its BEO, and the
 * lane of a lane reservation.
 */
export function OrderDetails({
  draft,
  dispatch,
  config,
  typeLocked,
  tableError,
  laneError,
}: OrderDetailsProps) {
  const { t } = useTranslation();
  const { config: orderConfig } = draft.data;
  const types = orderTypesOffered(config);
  return (
    <Stack gap="md">
      {!typeLocked && (
        <ChoiceCards<OrderType>
          label={t('orders.details.orderType')}
          value={draft.type}
          options={types.map((type) => ({ value: type, label: t(`orders.types.${type}`) }))}
          onChange={(orderType) => dispatch({ type: 'setOrderType', orderType })}
        />
      )}
      {(draft.type === 'take_out' || draft.type === 'generic_catering') && (
        <ChoiceCards<TakeOutType>
          label={t('orders.details.takeOutType')}
          value={orderConfig.takeOutType}
          options={takeOutTypesOffered(config).map((type) => ({
            value: type,
            label: t(`orders.takeOutTypes.${type}`),
          }))}
          onChange={(takeOutType) => dispatch({ type: 'setTakeOutType', takeOutType })}
        />
      )}
      {draft.type === 'dine_in' && (
        <SeatingFields
          draft={draft}
          dispatch={dispatch}
          config={config}
          tableError={tableError ?? null}
        />
      )}
      {draft.type === 'event' && <EventFields draft={draft} dispatch={dispatch} config={config} />}
      {draft.type === 'lane_reservation' && (
        <LaneFields
          value={orderConfig.menuManagerLaneReservation}
          timeZone={config.timeZone}
          error={laneError ?? null}
          onChange={(laneReservation) => dispatch({ type: 'setLaneReservation', laneReservation })}
        />
      )}
    </Stack>
  );
}
