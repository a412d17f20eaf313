import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DeliveryTestResult } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useDeliveryTest } from './api/fulfilment-settings.ts';

/**
 * Type an address and see whether the saved settings would deliver there, how far it is and why
 * not: the server judges it by the order submit's own rules.
 */
export function DeliveryTester() {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const test = useDeliveryTest();
  return (
    <Stack gap="sm" component="section" aria-labelledby="delivery-tester-title">
      <Title order={2} size="h4" id="delivery-tester-title">
        {t('settingsFulfilment.tester.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settingsFulfilment.tester.hint')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim()) test.mutate(address.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('settingsFulfilment.tester.address')}
            placeholder="1 Yonge Street, Toronto, ON M5E 1W7"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            miw={360}
          />
          <Button type="submit" variant="default" loading={test.isPending}>
            {t('settingsFulfilment.tester.run')}
          </Button>
        </Group>
      </form>
      {test.data && <TestResult result={test.data} />}
    </Stack>
  );
}

function TestResult({ result }: { result: DeliveryTestResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const distance =
    result.distance_km === null
      ? null
      : t('settingsFulfilment.tester.distance', {
          distance: result.distance_km.toLocaleString(locale, { maximumFractionDigits: 2 }),
        });
  return (
    <Alert
      role="status"
      color={result.deliverable ? 'green' : 'orange'}
      title={
        result.deliverable
          ? t('settingsFulfilment.tester.deliverable')
          : t('settingsFulfilment.tester.notDeliverable')
      }
    >
      <Stack gap={4}>
        {result.reason && <Text size="sm">{t(`settingsFulfilment.reasons.${result.reason}`)}</Text>}
        {result.resolved && (
          <Text size="sm">
            {t('settingsFulfilment.tester.found', { address: result.resolved.label })}
          </Text>
        )}
        {distance && <Text size="sm">{distance}</Text>}
        {result.precision && (
          <Text size="sm" c="dimmed">
            {t(`settingsFulfilment.precision.${result.precision}`)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
