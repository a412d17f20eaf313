import { Select, SimpleGrid } from '@mantine/core';
import type { OrderDraft, OrderingConfig } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import type { OrderDraftAction } from '../state/order-draft.ts';

interface EventFieldsProps {
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  config: OrderingConfig;
}

/** The event of an event order and its BEO (the event suite the order is for). */
export function EventFields({ draft, dispatch, config }: EventFieldsProps) {
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
