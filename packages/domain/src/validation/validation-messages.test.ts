import { describe, expect, it } from 'vitest';
import {
  validationIssue,
  validationMessage,
  validationMessages,
  type ValidationRule,
} from './validation-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('validation messages', () => {
  it.each(Object.entries(validationMessages))(
    '%s has English and French texts with the same placeholders',
    (_rule, { en, fr }) => {
      expect(en.trim()).not.toBe('');
      expect(fr.trim()).not.toBe('');
      expect(fr).not.toBe(en);
      expect(placeholders(fr)).toEqual(placeholders(en));
    },
  );

  it('keeps the spec wording', () => {
    const en = (rule: ValidationRule, params = {}) =>
      validationMessage(validationIssue(rule, params), 'en-CA');
    expect(en('required')).toBe('This field is required.');
    expect(en('email')).toBe("This email isn't valid.");
    expect(en('minValue', { min: 0 })).toBe('must be 0 or higher');
    expect(en('maxValue', { max: 15 })).toBe('must be 15 or lower');
    expect(en('nameCharacters')).toBe("This name isn't valid.");
    expect(en('uniqueName')).toBe('This name is already in use.');
  });

  it('fills placeholders in French', () => {
    expect(validationMessage(validationIssue('maxLength', { length: 40 }), 'fr-CA')).toBe(
      'Doit contenir au plus 40 caractères.',
    );
  });
});
