import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The form's heading, and the id that names the form by it. */
  title: string;
  titleId: string;
  intro?: string;
  /** Said while the list has no rows. */
  empty: string | null;
  addLabel: string;
  onAdd: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  dirty: boolean;
  saving: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A settings list saved whole (schools, on-site locations, marketplace tiles): its heading, the
 * rows, then "Add" and "Save" (which waits for a change).
 */
export function SettingsListForm(props: Props) {
  const { t } = useTranslation();
  return (
    <form onSubmit={props.onSubmit} noValidate aria-labelledby={props.titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={props.titleId}>
          {props.title}
        </Title>
        {props.intro && (
          <Text size="sm" c="dimmed">
            {props.intro}
          </Text>
        )}
        {props.empty && (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        )}
        {props.children}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={props.onAdd}
          >
            {props.addLabel}
          </Button>
          <Button type="submit" loading={props.saving} disabled={!props.dirty}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
