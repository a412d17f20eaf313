import { ActionIcon, Alert, Anchor, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconCalendarRepeat, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NextDayMark } from '#shared/catalogue/next-day-mark.tsx';
import { TimeOfDayInput } from '#shared/forms/time-of-day-input.tsx';
import { DAYS } from './availability-form.ts';
import type { MenuFormValues } from './menu-form-values.ts';

type IntervalsPath = 'hours.every_day' | `hours.week.${number}`;

/** The intervals of one day (or of every day): start and end times, add and remove. */
function IntervalList({ path, dayLabel }: { path: IntervalsPath; dayLabel: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<MenuFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: path as 'hours.every_day' });
  const intervals = useWatch({ control, name: path as 'hours.every_day' });

  return (
    <Stack gap={6}>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('menus.editor.hours.closed')}
        </Text>
      )}
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          {(['start_time', 'end_time'] as const).map((part) => (
            <Controller
              key={part}
              control={control}
              name={`${path}.${index}.${part}` as 'hours.every_day.0.start_time'}
              render={({ field: input, fieldState }) => (
                <TimeOfDayInput
                  label={
                    index === 0
                      ? t(`menus.editor.hours.${part === 'start_time' ? 'opens' : 'closes'}`)
                      : undefined
                  }
                  name={t(
                    part === 'start_time'
                      ? 'menus.editor.hours.opensOn'
                      : 'menus.editor.hours.closesOn',
                    { day: dayLabel, number: index + 1 },
                  )}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  hoursRef={input.ref}
                  error={fieldState.error?.message}
                  size="sm"
                  w={130}
                />
              )}
            />
          ))}
          <NextDayMark
            start={intervals?.[index]?.start_time ?? ''}
            end={intervals?.[index]?.end_time ?? ''}
            mt={index === 0 ? 20 : 0}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={index === 0 ? 26 : 4}
            aria-label={t('menus.editor.hours.remove', { day: dayLabel, number: index + 1 })}
            onClick={() => remove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={t('menus.editor.hours.addFor', { day: dayLabel })}
          onClick={() => append({ start_time: '', end_time: '' })}
        >
          {t('menus.editor.hours.add')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * Availability hours: the same intervals every day, or per day; several intervals a day
 * (e.g. lunch and dinner); a day without intervals is closed.
 */
export function HoursFields() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<MenuFormValues>();
  const sameEveryDay = useWatch({ control, name: 'hours.same_every_day' });

  // Switching keeps what was entered: per-day starts from the common hours, and back from the
  // first day that has hours.
  const switchMode = (same: boolean) => {
    const hours = getValues('hours');
    if (same) {
      const first = hours.week.find((day) => day.length > 0) ?? [];
      setValue(
        'hours.every_day',
        first.map((interval) => ({ ...interval })),
        { shouldDirty: true },
      );
    } else {
      setValue(
        'hours.week',
        DAYS.map(() => hours.every_day.map((interval) => ({ ...interval }))),
        { shouldDirty: true },
      );
    }
    setValue('hours.same_every_day', same, { shouldDirty: true });
  };

  return (
    <Stack gap="sm">
      <Switch
        label={t('menus.editor.hours.sameEveryDay')}
        checked={sameEveryDay}
        onChange={(event) => switchMode(event.currentTarget.checked)}
      />
      {sameEveryDay ? (
        <IntervalList path="hours.every_day" dayLabel={t('menus.editor.hours.everyDay')} />
      ) : (
        <Stack gap="md">
          {DAYS.map((day, index) => {
            const dayLabel = t(`menus.days.${day}`);
            return (
              <Group key={day} align="flex-start" gap="md" wrap="nowrap">
                <Text fw={500} size="sm" w={90} pt={4}>
                  {dayLabel}
                </Text>
                <IntervalList path={`hours.week.${index}`} dayLabel={dayLabel} />
              </Group>
            );
          })}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('catalogue.hours.midnightHint')}
      </Text>
      <Alert variant="light" color="gray" icon={<IconCalendarRepeat size={18} aria-hidden />}>
        {t('menus.editor.hours.rotationalNote')}{' '}
        <Anchor component={Link} to="/menus/rotational" size="sm">
          {t('rotationalMenus.openLink')}
        </Anchor>
      </Alert>
    </Stack>
  );
}
