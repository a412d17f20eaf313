import { z } from 'zod';
import { MAX_CUSTOM_QUESTIONS } from '../locations/location-config.ts';
import { customQuestionTypes, ZCustomQuestionConfig } from '../orders/ordering-config.ts';
import { checkPlainText, isBlank } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';

/**
 * Custom checkout questions as Settings › Operations saves them (`PUT /settings/custom-questions`,
 * the whole ordered list). Rules (docs/decisions/operations-settings.md):
 * - open and time picker questions take no options (a time picker's answer is `HH:mm`);
 * - dropdown and multiple choice questions need at least two options;
 * - a checkbox without options is one tick; with options, a list to tick among them;
 * - options are not blank and all different (letter case and spaces aside);
 * - the French text of the question and of every option is required: a question whose French is
 *   incomplete is refused here, and the settings screen discards it after a warning (spec §5).
 */

export const CUSTOM_QUESTION_TEXT_MAX = 200;
export const CUSTOM_QUESTION_OPTION_MAX = 100;
export const MAX_CUSTOM_QUESTION_OPTIONS = 20;

export type CustomQuestionType = (typeof customQuestionTypes)[number];

/** Fewest options a question of each type needs (`null`: it takes none). */
export const customQuestionMinOptions: Record<CustomQuestionType, number | null> = {
  open: null,
  timepicker: null,
  dropdown: 2,
  multiple_choice: 2,
  checkbox: 0,
};

const zText = (max: number) => z.string().trim().max(max).superRefine(refineWith(checkPlainText));

export const ZCustomQuestionInput = z
  .object({
    /** The saved question's id; absent for a new question. */
    id: z.int().positive().optional(),
    type: z.enum(customQuestionTypes),
    text: zText(CUSTOM_QUESTION_TEXT_MAX).min(1),
    options: z.array(zText(CUSTOM_QUESTION_OPTION_MAX)).max(MAX_CUSTOM_QUESTION_OPTIONS),
    required: z.boolean(),
    /** `{ fr: { text, options } }`, options in the same order as `options`. */
    localization: z.object({
      fr: z
        .object({
          text: zText(CUSTOM_QUESTION_TEXT_MAX).nullable().optional(),
          options: z.array(zText(CUSTOM_QUESTION_OPTION_MAX).nullable()).optional(),
        })
        .optional(),
    }),
  })
  .superRefine((question, ctx) => {
    for (const [path, issue] of customQuestionProblems(question)) {
      addValidationIssue(ctx, issue, path);
    }
  });
export type CustomQuestionInput = z.input<typeof ZCustomQuestionInput>;

/** `PUT /settings/custom-questions`: at most 15 questions, in the order they are asked. */
export const ZCustomQuestionsRequest = z
  .array(ZCustomQuestionInput)
  .superRefine((questions, ctx) => {
    if (questions.length > MAX_CUSTOM_QUESTIONS) {
      addValidationIssue(ctx, validationIssue('maxQuestions', { max: MAX_CUSTOM_QUESTIONS }));
    }
    const seen = new Set<number>();
    questions.forEach((question, index) => {
      if (question.id === undefined) return;
      if (seen.has(question.id)) addValidationIssue(ctx, validationIssue('invalid'), [index, 'id']);
      seen.add(question.id);
    });
  });
export type CustomQuestionsRequest = z.infer<typeof ZCustomQuestionsRequest>;

/** The saved list, as the ordering config answers each question. */
export const ZCustomQuestions = z.array(ZCustomQuestionConfig);

type QuestionFields = Pick<CustomQuestionInput, 'type' | 'options' | 'localization'>;

const optionKey = (option: string) => option.trim().toLocaleLowerCase('fr-CA');

/** Problems of a question's options for its type (see the module comment), with their paths. */
export function questionOptionProblems(
  question: Pick<QuestionFields, 'type' | 'options'>,
): Array<[PropertyKey[], ValidationIssue]> {
  const min = customQuestionMinOptions[question.type];
  if (min === null) {
    return question.options.length > 0 ? [[['options'], validationIssue('noOptions')]] : [];
  }
  const problems: Array<[PropertyKey[], ValidationIssue]> = [];
  const seen = new Set<string>();
  question.options.forEach((option, index) => {
    if (isBlank(option)) problems.push([['options', index], validationIssue('required')]);
    else if (seen.has(optionKey(option))) {
      problems.push([['options', index], validationIssue('uniqueOption')]);
    }
    seen.add(optionKey(option));
  });
  const distinct = new Set(question.options.filter((o) => !isBlank(o)).map(optionKey)).size;
  if (distinct < min) problems.push([['options'], validationIssue('minOptions', { count: min })]);
  return problems;
}

/** Where a question's French is missing: its text and each option without French text. */
export function missingFrenchPaths(question: QuestionFields): PropertyKey[][] {
  const fr = question.localization.fr;
  const paths: PropertyKey[][] = [];
  if (isBlank(fr?.text)) paths.push(['localization', 'fr', 'text']);
  question.options.forEach((_option, index) => {
    if (isBlank(fr?.options?.[index])) paths.push(['localization', 'fr', 'options', index]);
  });
  return paths;
}

/** Whether the question's French is incomplete (text or any option missing). */
export function isFrenchIncomplete(question: QuestionFields): boolean {
  return missingFrenchPaths(question).length > 0;
}

/** Every problem of one question: its options, then its missing French. */
export function customQuestionProblems(
  question: QuestionFields,
): Array<[PropertyKey[], ValidationIssue]> {
  const french = missingFrenchPaths(question).map((path): [PropertyKey[], ValidationIssue] => [
    path,
    validationIssue('secondaryLanguageIncomplete'),
  ]);
  return [...questionOptionProblems(question), ...french];
}
