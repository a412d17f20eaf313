import {
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { customQuestionTypes, isFrenchIncomplete } from '@app/domain';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';
import { rowToQuestion, takesOptions, type QuestionsForm } from './custom-questions-values.ts';
import { RemoveRowButton } from '../remove-row-button.tsx';

interface Props {
  /** The field array's key of the row (the sortable id). */
  rowKey: string;
  index: number;
  form: UseFormReturn<QuestionsForm, unknown, QuestionsForm>;
  onRemove: () => void;
}

/** One question: type, text, options and their French, required; dragged by its grip. */
export function CustomQuestionRow({ rowKey, index, form, onRemove }: Props) {
  const { t } = useTranslation();
  const { ref, style, handle } = useSortableRow(rowKey);
  const row = useWatch({ control: form.control, name: `questions.${index}` });
  const errors = form.formState.errors.questions?.[index];
  const number = index + 1;
  const name = `questions.${index}` as const;

  return (
    <Paper
      ref={ref}
      style={style}
      withBorder
      p="sm"
      component="li"
      aria-label={t('settingsOperations.questions.label', { number })}
    >
      <Group align="flex-start" wrap="nowrap">
        <DragHandle label={t('settingsOperations.questions.move', { number })} handle={handle} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name={`${name}.type`}
              render={({ field }) => (
                <Select
                  label={t('settingsOperations.questions.type')}
                  allowDeselect={false}
                  data={customQuestionTypes.map((type) => ({
                    value: type,
                    label: t(`settingsOperations.questions.types.${type}`),
                  }))}
                  value={field.value}
                  onChange={(type) => field.onChange(type)}
                />
              )}
            />
            <TextInput
              label={t('settingsOperations.questions.text')}
              withAsterisk
              error={errors?.text?.message}
              {...form.register(`${name}.text`)}
            />
            <TextInput
              label={t('settingsOperations.questions.textFr')}
              lang="fr"
              withAsterisk
              error={errors?.frText?.message}
              {...form.register(`${name}.frText`)}
            />
          </SimpleGrid>
          {row && takesOptions(row.type) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea
                label={t('settingsOperations.questions.options')}
                description={t('settingsOperations.questions.optionsHint')}
                rows={2}
                error={errors?.options?.message}
                {...form.register(`${name}.options`)}
              />
              <Textarea
                label={t('settingsOperations.questions.optionsFr')}
                description={t('settingsOperations.questions.optionsHint')}
                lang="fr"
                rows={2}
                error={errors?.frOptions?.message}
                {...form.register(`${name}.frOptions`)}
              />
            </SimpleGrid>
          )}
          <Controller
            control={form.control}
            name={`${name}.required`}
            render={({ field }) => (
              <Checkbox
                label={t('settingsOperations.questions.required')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {row && isFrenchIncomplete(rowToQuestion(row)) && (
            <Text size="sm" c="orange.9">
              {t('settingsOperations.questions.frenchMissing')}
            </Text>
          )}
        </Stack>
        <RemoveRowButton
          label={t('settingsOperations.questions.remove', { number })}
          onClick={onRemove}
        />
      </Group>
    </Paper>
  );
}
