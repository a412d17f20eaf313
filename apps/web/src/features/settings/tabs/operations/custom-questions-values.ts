import {
  customQuestionMinOptions,
  ZCustomQuestionsRequest,
  type CustomQuestionConfig,
  type CustomQuestionInput,
  type CustomQuestionType,
} from '@app/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ValidationErrorMap } from '#shared/forms/use-localized-form.ts';

/** One question as the form edits it: options one per line, French beside the primary text. */
export interface QuestionRow {
  id?: number;
  type: CustomQuestionType;
  text: string;
  options: string;
  required: boolean;
  frText: string;
  frOptions: string;
}
export interface QuestionsForm {
  questions: QuestionRow[];
}

export const takesOptions = (type: CustomQuestionType) => customQuestionMinOptions[type] !== null;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function questionToRow(question: CustomQuestionConfig): QuestionRow {
  const fr = question.localization.fr;
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options.join('\n'),
    required: question.required,
    frText: fr?.text ?? '',
    frOptions: (fr?.options ?? []).map((option) => option ?? '').join('\n'),
  };
}

export const newQuestionRow = (): QuestionRow => ({
  type: 'open',
  text: '',
  options: '',
  required: false,
  frText: '',
  frOptions: '',
});

/** The row as the API takes it; a type without options sends none, whatever was typed. */
export function rowToQuestion(row: QuestionRow): CustomQuestionInput {
  const withOptions = takesOptions(row.type);
  return {
    ...(row.id === undefined ? {} : { id: row.id }),
    type: row.type,
    text: row.text,
    options: withOptions ? lines(row.options) : [],
    required: row.required,
    localization: { fr: { text: row.frText, options: withOptions ? lines(row.frOptions) : [] } },
  };
}

/** The form field of an issue's path below one question (`text`, `options.1`, `localization.fr.text`…). */
export function rowFieldOf(path: readonly PropertyKey[]): keyof QuestionRow {
  const [first, , third] = path;
  if (first === 'options') return 'options';
  if (first === 'localization') return third === 'options' ? 'frOptions' : 'frText';
  if (first === 'type' || first === 'required') return first;
  return 'text';
}

const isFrenchIncompleteIssue = (issue: { code: string; params?: unknown }) =>
  issue.code === 'custom' &&
  (issue.params as { rule?: string } | undefined)?.rule === 'secondaryLanguageIncomplete';

/**
 * Validation by the rules the server applies, on each row's fields. Missing French is left out:
 * such a question is not an error but is discarded on save after a warning (spec §5).
 */
export function questionsResolver(
  error: ValidationErrorMap,
): Resolver<QuestionsForm, unknown, QuestionsForm> {
  return (values) => {
    const result = ZCustomQuestionsRequest.safeParse(values.questions.map(rowToQuestion), {
      error,
    });
    const rows: Array<Partial<Record<keyof QuestionRow, { type: string; message: string }>>> = [];
    for (const issue of result.success ? [] : result.error.issues) {
      const [index, ...below] = issue.path;
      if (typeof index !== 'number' || isFrenchIncompleteIssue(issue)) continue;
      const row = (rows[index] ??= {});
      row[rowFieldOf(below)] ??= { type: 'validate', message: issue.message };
    }
    if (rows.length === 0) return { values, errors: {} };
    return { values: {}, errors: { questions: rows } as FieldErrors<QuestionsForm> };
  };
}
