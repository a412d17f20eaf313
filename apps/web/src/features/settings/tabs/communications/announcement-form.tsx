import { Button, Group, MultiSelect, Paper, Stack, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  toIsoDate,
  ZAnnouncementRequest,
  type AnnouncementRequest,
  type Location,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { usePostAnnouncement } from './api/announcements.ts';

const empty: AnnouncementRequest = {
  message: '',
  localization: { fr: { message: '' } },
  restaurantIds: [],
  ends_on: null,
};

/** The product's date formats (`yyyy/MM/dd`, `dd/MM/yyyy`) in Mantine's (dayjs) notation. */
const dateFormats = { 'en-CA': 'YYYY/MM/DD', 'fr-CA': 'DD/MM/YYYY' } as const;

interface AnnouncementFormProps {
  /** The posting (active) location: its date is the earliest last day. */
  location: Location;
  /** The user's locations, the ones an announcement may address. */
  locations: Location[];
}

/**
 * Posting an announcement: the message in English and in French, the locations and an optional
 * last day, checked as you go by the domain's rules (the server checks them again and its
 * refusals are shown on the fields). The form empties once posted.
 */
export function AnnouncementForm({ location, locations }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const post = usePostAnnouncement();
  const form = useLocalizedForm<AnnouncementRequest>(
    (error) =>
      zodResolver(ZAnnouncementRequest, { error }) as unknown as Resolver<AnnouncementRequest>,
    { mode: 'onTouched', defaultValues: empty },
  );
  const { register, control, handleSubmit, formState, setError, reset, setValue } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (body) => {
    try {
      await post.mutateAsync(body);
      notifySuccess(t('announcements.form.posted'));
      reset(empty);
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  const options = locations.map((l) => ({ value: String(l.id), label: l.name }));
  const selectAll = () =>
    setValue(
      'restaurantIds',
      locations.map((l) => l.id),
      { shouldDirty: true, shouldValidate: true },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="announcement-form-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2} size="h4" id="announcement-form-title">
            {t('announcements.form.title')}
          </Title>
          <Textarea
            label={t('announcements.form.messageEn')}
            required
            rows={3}
            maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH}
            error={errors.message?.message}
            {...register('message')}
          />
          <Textarea
            label={t('announcements.form.messageFr')}
            lang="fr"
            required
            rows={3}
            maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH}
            error={errors.localization?.fr?.message?.message}
            {...register('localization.fr.message')}
          />
          <Group align="flex-end" wrap="nowrap">
            <Controller
              control={control}
              name="restaurantIds"
              render={({ field, fieldState }) => (
                <MultiSelect
                  flex={1}
                  label={t('announcements.form.locations')}
                  placeholder={t('announcements.form.locationsPlaceholder')}
                  required
                  searchable
                  data={options}
                  value={field.value.map(String)}
                  onChange={(values) => field.onChange(values.map(Number))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            {locations.length > 1 && (
              <Button variant="default" onClick={selectAll}>
                {t('announcements.form.allLocations')}
              </Button>
            )}
          </Group>
          <Controller
            control={control}
            name="ends_on"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label={t('announcements.form.endsOn')}
                description={t('announcements.form.endsOnHint')}
                clearable
                minDate={toIsoDate(new Date(), location.timezone)}
                valueFormat={dateFormats[locale]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? null)}
                error={fieldState.error?.message}
                maw={320}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending}>
              {t('announcements.form.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
