import { describe, expect, it } from 'vitest';
import { csvImportRowRules } from '../catalogue/csv-import/csv-import-rows.ts';
import { allergenLabel, allergens, dietLabel, diets } from '../catalogue/catalogue-constants.ts';
import { errorMessagesByLocale } from '../errors/error-message.ts';
import { validationMessages } from '../validation/validation-messages.ts';
import { frenchStyleProblems, frenchStyleReport } from './french-style.ts';

describe('French house style', () => {
  it('refuses a straight apostrophe and the glossary’s rejected words', () => {
    expect(frenchStyleProblems('Groupes d’options créés')).toEqual([
      '“Groupes d’options”: write “groupe de suppléments”',
    ]);
    expect(frenchStyleProblems("L'heure de ramassage")).toEqual([
      'straight apostrophe: write ’',
      '“ramassage”: write “cueillette”',
    ]);
    expect(frenchStyleProblems('Propriétaires de la suite')).toHaveLength(1);
  });

  it('accepts the glossary’s words and other meanings of the same letters', () => {
    expect(frenchStyleProblems('Groupe de suppléments de l’établissement')).toEqual([]);
    expect(frenchStyleProblems('Remplacement, par la suite, à la suite de, tout de suite')).toEqual(
      [],
    );
  });

  it('is kept by every server message in French (errors, form rules, CSV rows, tags)', () => {
    const texts: (readonly [string, string])[] = [
      ...Object.entries(errorMessagesByLocale['fr-CA']).map(
        ([code, fr]) => [`errors.${code}`, fr] as const,
      ),
      ...Object.entries(validationMessages).map(
        ([rule, { fr }]) => [`validation.${rule}`, fr] as const,
      ),
      ...Object.entries(csvImportRowRules).map(([rule, { fr }]) => [`csv.${rule}`, fr] as const),
      ...allergens.map((tag) => [`allergen.${tag}`, allergenLabel(tag, 'fr-CA')] as const),
      ...diets.map((tag) => [`diet.${tag}`, dietLabel(tag, 'fr-CA')] as const),
    ];
    expect(frenchStyleReport(texts)).toEqual([]);
  });
});
