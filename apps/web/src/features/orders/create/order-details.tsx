import { Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  contentLanguageOf,
  orderTypesOffered,
  takeOutTypesOffered,
  type OrderDraft,
  type OrderingConfig,
  type OrderType,
  type TakeOutType,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import type { OrderDraftAction } from '../state/order-draft.ts';
import { LaneFields } from './lane-fields.tsx';

interface OrderDetailsProps {
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  config: OrderingConfig;
  /** Adding to a check or modifying: the order type is fixed. */
  typeLocked: boolean;
  tableError?: string | null;
}

/** Big radio cards: a tablet at the counter is used with fingers. */
function ChoiceCards<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next)}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} p="sm" mih={48}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={500}>{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
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
          onChange={(laneReservation) => dispatch({ type: 'setLaneReservation', laneReservation })}
        />
      )}
    </Stack>
  );
}

type FieldsProps = Omit<OrderDetailsProps, 'typeLocked' | 'tableError'>;

/** Seating area (on-site location), seating details (its area) and table of a dine-in order. */
function SeatingFields({
  draft,
  dispatch,
  config,
  tableError,
}: FieldsProps & { tableError: string | null }) {
  const { t } = useTranslation();
  const language = contentLanguageOf(useLocale());
  const table = draft.data.config.tableInfo;
  const translated = (area: OrderingConfig['seatingAreas'][number], field: 'location' | 'area') =>
    area.localization[language]?.[field] || area[field];
  const locations = [...new Set(config.seatingAreas.map((area) => area.location))];
  const areas = config.seatingAreas.filter((area) => area.location === table?.tableLocation);
  const area = areas.find((candidate) => candidate.area === table?.tableArea);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {locations.length > 0 && (
        <Select
          size="md"
          label={t('orders.details.seatingArea')}
          data={locations.map((location) => ({
            value: location,
            label: translated(
              config.seatingAreas.find((candidate) => candidate.location === location)!,
              'location',
            ),
          }))}
          value={table?.tableLocation ?? null}
          onChange={(tableLocation) =>
            dispatch({
              type: 'setTableInfo',
              tableInfo: { tableLocation, tableArea: null, tableNum: null },
            })
          }
          clearable
        />
      )}
      {areas.length > 0 && (
        <Select
          size="md"
          label={t('orders.details.seatingDetails')}
          data={areas.map((candidate) => ({
            value: candidate.area,
            label: translated(candidate, 'area'),
          }))}
          value={table?.tableArea ?? null}
          onChange={(tableArea) =>
            dispatch({ type: 'setTableInfo', tableInfo: { tableArea, tableNum: null } })
          }
          clearable
        />
      )}
      {area && area.tables.length > 0 ? (
        <Select
          size="md"
          label={t('orders.details.tableNumber')}
          data={area.tables}
          value={table?.tableNum ?? null}
          error={tableError}
          withAsterisk
          onChange={(tableNum) => dispatch({ type: 'setTableInfo', tableInfo: { tableNum } })}
          searchable
        />
      ) : (
        <TextInput
          size="md"
          label={t('orders.details.tableNumber')}
          value={table?.tableNum ?? ''}
          error={tableError}
          withAsterisk
          maxLength={40}
          onChange={(event) =>
            dispatch({
              type: 'setTableInfo',
              tableInfo: { tableNum: event.currentTarget.value || null },
            })
          }
        />
      )}
      <TextInput
        size="md"
        label={t('orders.details.checkNumber')}
        value={table?.checkNum ?? ''}
        maxLength={40}
        onChange={(event) =>
          dispatch({
            type: 'setTableInfo',
            tableInfo: { checkNum: event.currentTarget.value || null },
          })
        }
      />
    </SimpleGrid>
  );
}

/** The event of an event order and its BEO (the event suite the order is for). */
function EventFields({ draft, dispatch, config }: FieldsProps) {
  const { t } = useTranslation();
  const { date } = useFormatters(config.timeZone);
  const { menuManagerEvent, menuManagerEventBEO } = draft.data.config;
  const event = config.events.find((candidate) => candidate.id === menuManagerEvent);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        size="md"
        label={t('orders.details.event')}
        placeholder={config.events.length === 0 ? t('orders.details.noEvents') : undefined}
        data={config.events.map((candidate) => ({
          value: String(candidate.id),
          label: t('orders.details.eventOption', {
            title: candidate.title,
            date: date(candidate.start_date),
          }),
        }))}
        value={menuManagerEvent === null ? null : String(menuManagerEvent)}
        onChange={(id) =>
          dispatch({ type: 'setEvent', event: { id: id === null ? null : Number(id), beo: null } })
        }
        clearable
      />
      <Select
        size="md"
        label={t('orders.details.eventBeo')}
        disabled={!event}
        data={(event?.suites ?? []).map((suite) => ({
          value: String(suite.id),
          label: suite.name,
        }))}
        value={menuManagerEventBEO === null ? null : String(menuManagerEventBEO)}
        onChange={(beo) =>
          dispatch({
            type: 'setEvent',
            event: { id: menuManagerEvent, beo: beo === null ? null : Number(beo) },
          })
        }
        clearable
      />
    </SimpleGrid>
  );
}
