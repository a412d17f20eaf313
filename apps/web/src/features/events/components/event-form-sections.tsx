import {
  Fieldset,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  EVENT_MANAGER_NAME_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  formatCalendarDate,
  formatPhoneNumber,
  preOrderTypes,
  type EventFormValues,
  type EventRequest,
  type EventType,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { dayInputFormats } from '#shared/forms/day-input-format.ts';
import { TimeOfDayInput } from '#shared/forms/time-of-day-input.tsx';

export type EventForm = UseFormReturn<EventFormValues, unknown, EventRequest>;

type WholeField =
  'order_lock_period_days' | 'pre_order_email_days' | 'projected_attendance' | 'event_type_id';

/** A whole-number field (empty = none), its message from the domain's rules. */
function WholeNumberField(props: {
  form: EventForm;
  name: Exclude<WholeField, 'event_type_id'>;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`events.fields.${props.name}`)}
          description={props.description}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A day and a time of day of the start or the end, in the location's time zone. */
function DayAndTime({ form, part }: { form: EventForm; part: 'start' | 'end' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = `${part}_day` as const;
  const time = `${part}_time` as const;
  return (
    <>
      <Controller
        control={form.control}
        name={day}
        render={({ field, fieldState }) => (
          <DatePickerInput
            label={t(`events.fields.${day}`)}
            required
            valueFormat={dayInputFormats[locale]}
            getDayAriaLabel={(date) => formatCalendarDate(date, locale)}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name={time}
        render={({ field, fieldState }) => (
          <TimeOfDayInput
            label={t(`events.fields.${time}`)}
            ariaRequired
            withAsterisk
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

/** Title, start and end, and the event type (whose default menus are shown once chosen). */
export function WhenSection({
  form,
  types,
  timeZone,
}: {
  form: EventForm;
  types: EventType[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const typeId = form.watch('event_type_id');
  const type = types.find((entry) => entry.id === typeId);
  return (
    <Fieldset legend={t('events.form.when')}>
      <Stack>
        <TextInput
          label={t('events.fields.title')}
          required
          maxLength={EVENT_TITLE_MAX_LENGTH}
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayAndTime form={form} part="start" />
          <DayAndTime form={form} part="end" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('events.form.timeZone', { zone: timeZone })}
        </Text>
        <Controller
          control={form.control}
          name="event_type_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('events.fields.event_type')}
              placeholder={t('events.form.typePlaceholder')}
              clearable
              data={types.map((entry) => ({ value: String(entry.id), label: entry.name }))}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        {type && (
          <Text size="sm" c="dimmed" data-testid="event-type-menus">
            {type.menus.length > 0
              ? t('events.form.defaultMenus', {
                  type: type.name,
                  menus: type.menus.map((menu) => menu.name).join(', '),
                })
              : t('events.form.noDefaultMenus', { type: type.name })}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Pre-order type, lock period and the pre-order email's day. */
export function PreOrderSection({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('events.form.preOrders')}>
      <Stack>
        <Controller
          control={form.control}
          name="pre_order_type"
          render={({ field }) => (
            <Radio.Group
              label={t('events.fields.pre_order_type')}
              value={field.value ?? 'event_based'}
              onChange={field.onChange}
            >
              <Stack gap="xs" mt="xs">
                {preOrderTypes.map((type) => (
                  <Radio
                    key={type}
                    value={type}
                    label={t(`events.preOrderTypes.${type}`)}
                    description={t(`events.preOrderTypeHints.${type}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WholeNumberField
            form={form}
            name="order_lock_period_days"
            description={t('events.form.lockHint')}
          />
          <WholeNumberField
            form={form}
            name="pre_order_email_days"
            description={t('events.form.emailHint')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** Who runs the event, and how many people are expected. */
export function ManagerSection({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <Fieldset legend={t('events.form.manager')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('events.fields.manager_name')}
          maxLength={EVENT_MANAGER_NAME_MAX_LENGTH}
          error={formState.errors.manager_name?.message}
          {...register('manager_name')}
        />
        <Controller
          control={form.control}
          name="manager_phone"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('events.fields.manager_phone')}
              placeholder={t('events.form.phoneHint')}
              type="tel"
              inputMode="tel"
              maxLength={12}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(formatPhoneNumber(event.currentTarget.value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={t('events.fields.manager_email')}
          type="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={formState.errors.manager_email?.message}
          {...register('manager_email')}
        />
        <WholeNumberField form={form} name="projected_attendance" />
      </SimpleGrid>
    </Fieldset>
  );
}
