import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SuitePreOrderPage } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

/** The event, its date and time in the venue's time zone, the suite, and until when one may order. */
export function PreOrderFacts({ page }: { page: SuitePreOrderPage }) {
  const { t } = useTranslation();
  const format = useFormatters(page.event.time_zone);
  const facts: [string, string][] = [
    [t('preOrders.facts.event'), page.event.title],
    [t('preOrders.facts.when'), format.dateTime(page.event.start_date)],
    [t('preOrders.facts.suite'), page.suite.name],
    [t('preOrders.facts.owner'), page.owner.name],
  ];
  const locksAt = format.dateTime(page.locks_at);
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" component="section" aria-label={t('preOrders.facts.label')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {page.locked ? (
        <Alert color="orange" title={t('preOrders.facts.lockedTitle')}>
          {t('preOrders.facts.locked', { date: locksAt })}
        </Alert>
      ) : (
        <Text size="sm">{t('preOrders.facts.openUntil', { date: locksAt })}</Text>
      )}
    </Stack>
  );
}
