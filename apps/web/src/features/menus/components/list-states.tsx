import type { ReactNode } from 'react';
import { Button, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={74} radius="md" />
      ))}
    </Stack>
  );
}

/** An empty list: what is missing and the action that fills it. */
export function EmptyList({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl">
          <IconToolsKitchen2 size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {body}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A list that could not be loaded (the error itself was already toasted). */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <IconAlertTriangle size={28} color="var(--mantine-color-red-6)" aria-hidden />
        <Text>{t('menus.list.loadFailed')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
