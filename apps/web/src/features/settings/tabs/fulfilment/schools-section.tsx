import { useEffect } from 'react';
import { Checkbox, Group, Paper, Stack, TagsInput, TextInput } from '@mantine/core';
import { ZDeliverySchools } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DragHandle, SortableRows, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { useDeliverySchools, type DeliverySchool } from './api/fulfilment-settings.ts';
import { saveSettingsForm } from './save-settings-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { RemoveRowButton } from '../remove-row-button.tsx';
import { SettingsListForm } from '../settings-list-form.tsx';

interface SchoolsForm {
  schools: DeliverySchool[];
}
const resolver = (error: ValidationErrorMap) =>
  zodResolver(z.object({ schools: ZDeliverySchools }), {
    error,
  }) as unknown as Resolver<SchoolsForm>;

const newSchool: DeliverySchool = {
  name: '',
  grades: [],
  classrooms: [],
  teachers: [],
  ask_grades: true,
  ask_classrooms: false,
  ask_teachers: false,
  open_ended_teachers: false,
};

/** The schools of school delivery (K-12 locations), in order; names unique. */
export function SchoolsSection() {
  const { read } = useDeliverySchools();
  if (!read.data) return null;
  return <SchoolsList schools={read.data} />;
}

function SchoolsList({ schools }: { schools: DeliverySchool[] }) {
  const { t } = useTranslation();
  const { save } = useDeliverySchools();
  const form = useLocalizedForm(resolver, { defaultValues: { schools }, mode: 'onChange' });
  const { control, formState } = form;
  const list = useFieldArray({ control, name: 'schools' });
  useSettingsFormDirty(formState.isDirty);
  useEffect(() => form.reset({ schools }), [form, schools]);
  const names = useWatch({ control, name: 'schools' });

  const onSubmit = form.handleSubmit((values) =>
    saveSettingsForm({
      save: () => save.mutateAsync(values.schools),
      setError: form.setError,
      prefix: 'schools',
      onSaved: (saved) => form.reset({ schools: saved }),
    }),
  );

  return (
    <SettingsListForm
      title={t('settingsFulfilment.schools.title')}
      titleId="schools-title"
      empty={list.fields.length === 0 ? t('settingsFulfilment.schools.empty') : null}
      addLabel={t('settingsFulfilment.schools.add')}
      onAdd={() => list.append(newSchool)}
      onSubmit={(event) => void onSubmit(event)}
      dirty={formState.isDirty}
      saving={save.isPending}
    >
      <SortableRows
        ids={list.fields.map((field) => field.id)}
        nameOf={(id) => names[list.fields.findIndex((field) => field.id === id)]?.name ?? ''}
        onReorder={(_, { from, to }) => list.move(from, to)}
      >
        <Stack gap="sm">
          {list.fields.map((field, index) => (
            <SchoolRow
              key={field.id}
              id={field.id}
              control={control}
              index={index}
              onRemove={() => list.remove(index)}
            />
          ))}
        </Stack>
      </SortableRows>
    </SettingsListForm>
  );
}

const flags = ['ask_grades', 'ask_classrooms', 'ask_teachers', 'open_ended_teachers'] as const;
const lists = ['grades', 'classrooms', 'teachers'] as const;

function SchoolRow(props: {
  id: string;
  control: Control<SchoolsForm>;
  index: number;
  onRemove: () => void;
}) {
  const { control, index } = props;
  const { t } = useTranslation();
  const { ref, style, handle } = useSortableRow(props.id);
  const name = useWatch({ control, name: `schools.${index}.name` });
  return (
    <Paper withBorder p="sm" radius="md" ref={ref} style={style}>
      <Stack gap="xs">
        <Group align="flex-end">
          <DragHandle label={t('settingsFulfilment.move', { name })} handle={handle} />
          <Controller
            control={control}
            name={`schools.${index}.name`}
            render={({ field, fieldState }) => (
              <TextInput
                label={t('settingsFulfilment.schools.name')}
                withAsterisk
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <RemoveRowButton
            label={t('settingsFulfilment.remove', { name })}
            onClick={props.onRemove}
          />
        </Group>
        {lists.map((key) => (
          <Controller
            key={key}
            control={control}
            name={`schools.${index}.${key}`}
            render={({ field, fieldState }) => (
              <TagsInput
                label={t(`settingsFulfilment.schools.${key}`)}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Group>
          {flags.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`schools.${index}.${key}`}
              render={({ field }) => (
                <Checkbox
                  label={t(`settingsFulfilment.schools.${key}`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
