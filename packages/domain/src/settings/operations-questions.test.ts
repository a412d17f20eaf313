import { describe, expect, it } from 'vitest';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  isFrenchIncomplete,
  ZCustomQuestionsRequest,
  type CustomQuestionInput,
} from './operations-questions.ts';

const question = (fields: Partial<CustomQuestionInput> = {}): CustomQuestionInput => ({
  type: 'open',
  text: 'Allergies?',
  options: [],
  required: false,
  localization: { fr: { text: 'Allergies?' } },
  ...fields,
});

function problems(questions: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const result = ZCustomQuestionsRequest.safeParse(questions, {
    error: validationErrorMap(locale),
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const choice = (type: CustomQuestionInput['type'], options: string[], fr = options) =>
  question({ type, text: 'Pick', options, localization: { fr: { text: 'Choix', options: fr } } });

describe('custom checkout questions', () => {
  it('accepts every type with its options', () => {
    expect(
      problems([
        question(),
        question({ type: 'timepicker', text: 'Arrival' }),
        choice('dropdown', ['Yes', 'No']),
        choice('multiple_choice', ['A', 'B', 'C']),
        choice('checkbox', []),
        choice('checkbox', ['Napkins']),
      ]),
    ).toEqual({});
  });

  it('allows at most 15 questions', () => {
    expect(problems(Array.from({ length: 15 }, () => question()))).toEqual({});
    expect(problems(Array.from({ length: 16 }, () => question()))).toEqual({
      '': 'A location may ask at most 15 questions.',
    });
  });

  it('needs the question text', () => {
    expect(problems([question({ text: '  ' })])).toEqual({ '0.text': 'This field is required.' });
  });

  it('gives open and time picker questions no options', () => {
    expect(problems([choice('open', ['x'])])).toEqual({
      '0.options': 'This type of question takes no options.',
    });
    expect(problems([choice('timepicker', ['12:00'])])['0.options']).toBe(
      'This type of question takes no options.',
    );
  });

  it('needs two different options for a dropdown or a multiple choice', () => {
    expect(problems([choice('dropdown', ['Yes'])])).toEqual({
      '0.options': 'Give at least 2 different options.',
    });
    expect(problems([choice('multiple_choice', ['Yes', ' yes'])])).toEqual({
      '0.options.1': 'Each option must be different.',
      '0.options': 'Give at least 2 different options.',
    });
    expect(problems([choice('checkbox', ['A', ''], ['A', 'B'])])).toEqual({
      '0.options.1': 'This field is required.',
    });
  });

  it('refuses a question whose French is incomplete, text or any option', () => {
    expect(problems([question({ localization: {} })], 'fr-CA')).toEqual({
      '0.localization.fr.text': 'Entrez le texte français de la question et de chaque option.',
    });
    expect(problems([choice('dropdown', ['Yes', 'No'], ['Oui', ''])])).toEqual({
      '0.localization.fr.options.1': 'Enter the French text of the question and of every option.',
    });
    expect(isFrenchIncomplete(choice('dropdown', ['Yes', 'No'], ['Oui']))).toBe(true);
    expect(isFrenchIncomplete(choice('dropdown', ['Yes', 'No'], ['Oui', 'Non']))).toBe(false);
  });

  it('refuses the same saved question twice', () => {
    expect(problems([question({ id: 4 }), question({ id: 4 })])).toEqual({
      '1.id': "This value isn't valid.",
    });
  });
});
