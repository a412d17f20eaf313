import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { schoolYearConfirmationWords, type OrderingParameters } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useSaveSchoolYear } from './api/ordering-parameters-api.ts';

interface Props {
  locationId: number;
  saved: OrderingParameters;
}

/**
 * The K-12 end of the school year: a date set after typing CONFIRM (CONFIRMER in French), shown
 * read-only while it stands (until it has passed, as the server answers).
 */
export function SchoolYearSection({ locationId, saved }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatters = useFormatters();
  // Noon UTC is the same calendar day in every Canadian zone.
  const shown = (day: string) => formatters.date(`${day}T12:00:00Z`);
  const save = useSaveSchoolYear(locationId);
  const [date, setDate] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expected = schoolYearConfirmationWords[locale];
  const current = saved.end_of_school_year;

  const close = () => {
    setConfirming(false);
    setWord('');
  };
  const confirm = () =>
    save.mutate(
      { end_of_school_year: date, confirmation: word },
      {
        onSuccess: () => {
          close();
          setDate('');
          notifySuccess(t('settingsOperations.schoolYear.saved'));
        },
        onError: (failure) => {
          close();
          if (isApiError(failure)) setError(Object.values(failure.fields)[0] ?? null);
        },
      },
    );

  return (
    <section aria-labelledby="school-year-title">
      <Title order={2} size="h4" id="school-year-title" mb="sm">
        {t('settingsOperations.schoolYear.title')}
      </Title>
      <Text mb="xs">
        {t('settingsOperations.schoolYear.date')}:{' '}
        <strong>{current ? shown(current) : t('settingsOperations.schoolYear.notSet')}</strong>
      </Text>
      {saved.end_of_school_year_locked ? (
        <Text size="sm" c="dimmed">
          {t('settingsOperations.schoolYear.locked')}
        </Text>
      ) : (
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('settingsOperations.schoolYear.date')}
            value={date}
            error={error}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button disabled={date === ''} onClick={() => setConfirming(true)}>
            {t('settingsOperations.schoolYear.set')}
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={close}
        title={t('settingsOperations.schoolYear.confirmTitle')}
      >
        <Stack>
          <Text size="sm">
            {t('settingsOperations.schoolYear.confirmBody', {
              date: date ? shown(date) : '',
              word: expected,
            })}
          </Text>
          <TextInput
            label={t('settingsOperations.schoolYear.confirmWord')}
            value={word}
            data-autofocus
            onChange={(event) => setWord(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              disabled={word.trim() !== expected}
              loading={save.isPending}
              onClick={confirm}
            >
              {t('settingsOperations.schoolYear.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
