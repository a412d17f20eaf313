import { Fieldset, Stack } from '@mantine/core';
import {
  answerIsEmpty,
  validationIssue,
  validationMessage,
  type Checkout,
  type CustomQuestionConfig,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { FieldErrors } from './field-errors.ts';
import { QuestionField, type QuestionAnswer } from './question-field.tsx';
import { useTouched } from './use-touched.ts';

type Answers = Checkout['questions'];

interface CustomQuestionsSectionProps {
  questions: readonly CustomQuestionConfig[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  errors: FieldErrors;
}

/**
 * The location's custom checkout questions. Only answered questions are kept in the order;
 * a required one left empty says so once it has been left. Errors for a question arrive as
 * `questions.<question id>`.
 */
export function CustomQuestionsSection({
  questions,
  answers,
  onChange,
  errors,
}: CustomQuestionsSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { touch, isTouched } = useTouched();
  const answerOf = (id: number) => answers.find((entry) => entry.question_id === id)?.answer;

  // Answers follow the questions' order; questions the location no longer asks are dropped.
  const change = (id: number, answer: QuestionAnswer) =>
    onChange(
      questions.flatMap((question) => {
        const value = question.id === id ? answer : answerOf(question.id);
        return value === undefined || answerIsEmpty(value)
          ? []
          : [{ question_id: question.id, answer: value }];
      }),
    );

  const errorOf = (question: CustomQuestionConfig) => {
    const key = `questions.${question.id}`;
    if (errors[key]) return errors[key];
    return question.required && isTouched(key) && answerIsEmpty(answerOf(question.id))
      ? validationMessage(validationIssue('required'), locale)
      : undefined;
  };

  return (
    <Fieldset legend={t('checkout.questions.title')}>
      <Stack gap="sm">
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            answer={answerOf(question.id)}
            error={errorOf(question)}
            onBlur={() => touch(`questions.${question.id}`)}
            onChange={(answer) => change(question.id, answer)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
