import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEventAccess } from '#shared/session/use-event-access.ts';

interface SettingsListViewProps<Row> {
  rows: UseQueryResult<Row[]>;
  addLabel: string;
  onAdd: () => void;
  emptyText: string;
  /** Beside the add button: an explanation, a search box. */
  toolbar?: ReactNode;
  /** The table of the rows (never called with none). */
  children: (rows: Row[]) => ReactNode;
}

/** An event settings list: its toolbar and add button, then loading, failure, empty or the table. */
export function SettingsListView<Row>(props: SettingsListViewProps<Row>) {
  const { t } = useTranslation();
  const { rows } = props;
  const canConfigure = useEventAccess('configure');
  return (
    <Stack>
      <Group justify={props.toolbar ? 'space-between' : 'flex-end'} align="flex-end">
        {props.toolbar}
        {canConfigure && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        )}
      </Group>
      {rows.isError ? (
        <Alert color="red" role="alert">
          {t('eventSettings.loadFailed')}
        </Alert>
      ) : !rows.data ? (
        <Loader />
      ) : rows.data.length === 0 ? (
        <Text>{props.emptyText}</Text>
      ) : (
        props.children(rows.data)
      )}
    </Stack>
  );
}
