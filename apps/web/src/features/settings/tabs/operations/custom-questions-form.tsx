import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  isFrenchIncomplete,
  MAX_CUSTOM_QUESTIONS,
  type CustomQuestionConfig,
  type CustomQuestionInput,
} from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSaveCustomQuestions } from './api/custom-questions-api.ts';
import { CustomQuestionRow } from './custom-question-row.tsx';
import {
  newQuestionRow,
  questionsResolver,
  questionToRow,
  rowFieldOf,
  rowToQuestion,
  type QuestionsForm,
} from './custom-questions-values.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';

interface Props {
  locationId: number;
  saved: CustomQuestionConfig[];
}

const toForm = (questions: CustomQuestionConfig[]): QuestionsForm => ({
  questions: questions.map(questionToRow),
});

/**
 * The custom checkout questions (at most 15), reordered by drag or keyboard and saved as the
 * whole list. Questions whose French is incomplete are listed before saving and, once the user
 * confirms, left out of what is saved.
 */
export function CustomQuestionsForm({ locationId, saved }: Props) {
  const { t } = useTranslation();
  const save = useSaveCustomQuestions(locationId);
  const form = useLocalizedForm(questionsResolver, {
    mode: 'onChange',
    defaultValues: toForm(saved),
  });
  const rows = useFieldArray({ control: form.control, name: 'questions', keyName: 'rowKey' });
  const { isDirty } = form.formState;
  useSettingsFormDirty(isDirty);

  /** Sends the questions kept; `positions` are their rows in the form, for the server's messages. */
  const send = (questions: CustomQuestionInput[], positions: number[]) =>
    save.mutate(questions, {
      onSuccess: (answer) => {
        form.reset(toForm(answer));
        notifySuccess(t('settingsOperations.questions.saved'));
      },
      onError: (error) =>
        showServerFieldErrors(error, form.setError, (path) => {
          const [index, ...below] = path.split('.');
          return `questions.${positions[Number(index)] ?? 0}.${rowFieldOf(below)}`;
        }),
    });

  const onSubmit = form.handleSubmit(({ questions }) => {
    const all = questions.map((row, position) => ({ question: rowToQuestion(row), position }));
    const kept = all.filter(({ question }) => !isFrenchIncomplete(question));
    const submit = () =>
      send(
        kept.map((entry) => entry.question),
        kept.map((entry) => entry.position),
      );
    if (kept.length === all.length) return submit();
    const dropped = all.filter(({ question }) => isFrenchIncomplete(question));
    modals.openConfirmModal({
      title: t('settingsOperations.questions.incompleteTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('settingsOperations.questions.incompleteBody')}</Text>
          <List size="sm">
            {dropped.map(({ question, position }) => (
              <List.Item key={position}>{question.text}</List.Item>
            ))}
          </List>
        </Stack>
      ),
      labels: {
        confirm: t('settingsOperations.questions.incompleteConfirm'),
        cancel: t('actions.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: submit,
    });
  });

  const full = rows.fields.length >= MAX_CUSTOM_QUESTIONS;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('settingsOperations.questions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settingsOperations.questions.count', {
            count: rows.fields.length,
            max: MAX_CUSTOM_QUESTIONS,
          })}
        </Text>
      </Group>
      {rows.fields.length === 0 && (
        <Text c="dimmed">{t('settingsOperations.questions.empty')}</Text>
      )}
      <SortableRows
        ids={rows.fields.map((field) => field.rowKey)}
        nameOf={(key) =>
          t('settingsOperations.questions.label', {
            number: rows.fields.findIndex((field) => field.rowKey === key) + 1,
          })
        }
        onReorder={(_ids, { from, to }) => rows.move(from, to)}
      >
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.fields.map((field, index) => (
            <CustomQuestionRow
              key={field.rowKey}
              rowKey={field.rowKey}
              index={index}
              form={form}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </Stack>
      </SortableRows>
      <Group justify="space-between" mt="md">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => rows.append(newQuestionRow())}
        >
          {t('settingsOperations.questions.add')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t('actions.save')}
        </Button>
      </Group>
    </form>
  );
}
