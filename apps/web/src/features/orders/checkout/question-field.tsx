import { Checkbox, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import type { CustomQuestionConfig } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { requiredProps } from './field-errors.ts';
import { localizedQuestion } from '#shared/orders/localized-labels.ts';
import { TimeOfDayInput } from '#shared/forms/time-of-day-input.tsx';

/** What a question's answer can be: text (open, dropdown, one choice, time), a list, a tick. */
export type QuestionAnswer = string | string[] | boolean;

interface QuestionFieldProps {
  question: CustomQuestionConfig;
  answer: QuestionAnswer | undefined;
  onChange: (answer: QuestionAnswer) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * One custom checkout question in the interface language: open text, a dropdown, one of several
 * choices, check boxes (several options, or one box when the question has none) or a time
 * (`HH:mm`, typed on a 24-hour clock in both languages). Required questions are marked.
 */
export function QuestionField({ question, answer, onChange, onBlur, error }: QuestionFieldProps) {
  const locale = useLocale();
  const { text, options } = localizedQuestion(question, locale);
  const common = { label: text, error, onBlur, ...requiredProps(question.required) };
  // A group's wrapper is not the radio group itself: aria-required is not allowed on it.
  const groupCommon = { label: text, error, onBlur, withAsterisk: question.required };
  const textAnswer = typeof answer === 'string' ? answer : '';

  switch (question.type) {
    case 'open':
      return (
        <TextInput
          {...common}
          maxLength={500}
          value={textAnswer}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'dropdown':
      return (
        <Select
          {...common}
          data={options}
          value={textAnswer || null}
          clearable={!question.required}
          onChange={(value) => onChange(value ?? '')}
        />
      );
    case 'multiple_choice':
      return (
        <Radio.Group {...groupCommon} value={textAnswer} onChange={onChange}>
          <Group gap="md" mt={4}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox':
      if (options.length === 0) {
        return (
          <Checkbox
            label={text}
            error={error}
            onBlur={onBlur}
            aria-required={question.required}
            checked={answer === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
        );
      }
      return (
        <Checkbox.Group
          {...groupCommon}
          value={Array.isArray(answer) ? answer : []}
          onChange={onChange}
        >
          <Stack gap={4} mt={4}>
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'timepicker':
      return (
        <TimeOfDayInput
          {...groupCommon}
          ariaRequired={question.required}
          value={textAnswer}
          onChange={onChange}
        />
      );
  }
}
