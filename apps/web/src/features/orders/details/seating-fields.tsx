import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { contentLanguageOf, type OrderDraft, type OrderingConfig } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { OrderDraftAction } from '../state/order-draft.ts';

interface SeatingFieldsProps {
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  config: OrderingConfig;
  /** "Enter the table number." after a refused submit of a dine-in order. */
  tableError: string | null;
}

/** Seating area (on-site location), seating details (its area) and table of a dine-in order. */
export function SeatingFields({ draft, dispatch, config, tableError }: SeatingFieldsProps) {
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
