import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CustomQuestionConfig } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

const questions: CustomQuestionConfig[] = [
  {
    id: 1,
    type: 'open',
    text: 'Allergies',
    options: [],
    required: true,
    localization: { fr: { text: 'Allergies alimentaires' } },
  },
  {
    id: 2,
    type: 'dropdown',
    text: 'Cutlery',
    options: ['Yes', 'No'],
    required: false,
    localization: { fr: { text: 'Ustensiles', options: ['Oui', 'Non'] } },
  },
  {
    id: 3,
    type: 'multiple_choice',
    text: 'Bag',
    options: ['Paper', 'None'],
    required: false,
    localization: {},
  },
  {
    id: 4,
    type: 'checkbox',
    text: 'Extras',
    options: ['Napkins', 'Straws'],
    required: false,
    localization: {},
  },
  {
    id: 5,
    type: 'checkbox',
    text: 'Leave at the door',
    options: [],
    required: false,
    localization: {},
  },
  {
    id: 6,
    type: 'timepicker',
    text: 'Arrival time',
    options: [],
    required: false,
    localization: { fr: { text: 'Heure d’arrivée' } },
  },
];

describe('custom questions', () => {
  it('answers each kind of question, in the questions’ order', async () => {
    const { user, latest } = renderCheckout({
      config: makeOrderingConfig({ customQuestions: questions }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Straws' }));
    await user.type(screen.getByRole('textbox', { name: /Allergies/ }), 'Peanuts');
    await user.click(screen.getByRole('combobox', { name: 'Cutlery' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Paper' }));
    await user.click(screen.getByRole('checkbox', { name: 'Leave at the door' }));
    await user.type(screen.getByLabelText('Arrival time'), '1245');
    expect(latest().questions).toEqual([
      { question_id: 1, answer: 'Peanuts' },
      { question_id: 2, answer: 'No' },
      { question_id: 3, answer: 'Paper' },
      { question_id: 4, answer: ['Straws'] },
      { question_id: 5, answer: true },
      { question_id: 6, answer: '12:45' },
    ]);

    await user.clear(screen.getByRole('textbox', { name: /Allergies/ }));
    expect(latest().questions.map((answer) => answer.question_id)).not.toContain(1);
  });

  it('marks required questions and says so when one is left empty', async () => {
    const { user } = renderCheckout({ config: makeOrderingConfig({ customQuestions: questions }) });
    const allergies = screen.getByRole('textbox', { name: /Allergies/ });
    expect(allergies.getAttribute('aria-required')).toBe('true');
    await user.click(allergies);
    await user.tab();
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('shows the questions in the interface language, keeping the primary answers', async () => {
    await changeLocale('fr-CA');
    const { user, latest } = renderCheckout({
      config: makeOrderingConfig({ customQuestions: questions }),
    });
    expect(screen.getByRole('textbox', { name: /Allergies alimentaires/ })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Ustensiles' }));
    await user.click(await screen.findByRole('option', { name: 'Oui' }));
    expect(latest().questions).toEqual([{ question_id: 2, answer: 'Yes' }]);
    // A question without French text shows its own.
    expect(screen.getByRole('radio', { name: 'Paper' })).toBeTruthy();
  });

  it('takes a time on a 24-hour clock in French, kept as HH:mm', async () => {
    await changeLocale('fr-CA');
    const { user, latest } = renderCheckout({
      config: makeOrderingConfig({ customQuestions: questions }),
    });
    await user.type(screen.getByLabelText('Heure d’arrivée'), '1905');
    expect(screen.getByRole('spinbutton', { name: 'Heure d’arrivée, heures' })).toHaveProperty(
      'value',
      '19',
    );
    expect(screen.getByRole('spinbutton', { name: 'Heure d’arrivée, minutes' })).toHaveProperty(
      'value',
      '05',
    );
    expect(latest().questions).toEqual([{ question_id: 6, answer: '19:05' }]);

    // Erasing the minutes takes the answer back.
    await user.keyboard('{Backspace}');
    expect(latest().questions).toEqual([]);
  });
});
