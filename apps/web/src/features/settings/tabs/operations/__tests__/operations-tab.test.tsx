import { describe, expect, it } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import type { CustomQuestionConfig } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderOperationsTab } from './render-operations-tab.tsx';

const bistro = makeLocation(1, 'Bistro', { order_management: true });

describe('Operations tab: ordering parameters and service charge', () => {
  it('validates as the user types and saves the whole object', async () => {
    await changeLocale('en-CA');
    const { api, user, screen } = renderOperationsTab(bistro);
    const perOrder = await screen.findByRole('textbox', { name: 'Maximum items per order' });
    await user.type(perOrder, '0');
    expect(await screen.findByText('Must be higher than zero.')).toBeTruthy();
    await user.clear(perOrder);
    await user.type(perOrder, '12');
    await user.click(screen.getByRole('switch', { name: 'Add a service charge to orders' }));
    await user.type(screen.getByRole('textbox', { name: /^Amount or percentage/ }), '5$');
    await user.type(screen.getByRole('textbox', { name: /^Label in English/ }), 'Service');
    const [save] = screen.getAllByRole('button', { name: 'Save' });
    await user.click(save!);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/settings/ordering-parameters')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Label in French/ }), 'Frais');
    await user.click(save!);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/settings/ordering-parameters')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/settings/ordering-parameters')[0]!.body).toMatchObject({
      max_items_per_order: 12,
      max_items_per_cart: null,
      cutoff: null,
      service_charge_enabled: true,
      service_charge_value: '5$',
      service_charge_label: 'Service',
      localization: { fr: { service_charge_label: 'Frais' } },
    });
    expect(await screen.findByText('Ordering parameters saved.')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    await changeLocale('en-CA');
    const { router, user, screen } = renderOperationsTab(bistro);
    await user.click(await screen.findByRole('switch', { name: 'Exclude weekends' }));
    // The section reports its change to the tab in an effect: let it settle, as a user would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(() => router.navigate('/menus'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the server’s field messages on the fields', async () => {
    await changeLocale('fr-CA');
    const { user, screen } = renderOperationsTab(bistro, {
      routes: {
        'PUT /api/settings/ordering-parameters': apiError(
          400,
          'validation_failed',
          'Certains champs ne sont pas valides.',
          {
            fields: { minimum_order_amount: 'doit être 0 ou plus' },
          },
        ),
      },
    });
    const amount = await screen.findByRole('textbox', { name: 'Montant minimal de commande' });
    await user.clear(amount);
    await user.type(amount, '25');
    const [save] = screen.getAllByRole('button', { name: 'Enregistrer' });
    await user.click(save!);
    expect(await screen.findByText('doit être 0 ou plus')).toBeTruthy();
    await changeLocale('en-CA');
  });
});

describe('Operations tab: custom questions', () => {
  const cutlery: CustomQuestionConfig = {
    id: 7,
    type: 'dropdown',
    text: 'Cutlery',
    options: ['Yes', 'No'],
    required: false,
    localization: { fr: { text: 'Ustensiles', options: ['Oui', 'Non'] } },
  };

  it('warns about questions without French and, on confirm, saves the others', async () => {
    await changeLocale('en-CA');
    const { api, user, screen } = renderOperationsTab(bistro, { questions: [cutlery] });
    await screen.findByRole('listitem', { name: 'Question 1' });
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const added = screen.getByRole('listitem', { name: 'Question 2' });
    await user.type(
      within(added).getByRole('textbox', { name: /^Question\b(?! in)/ }),
      'Allergies?',
    );
    expect(
      within(added).getByText('French incomplete: this question will be removed on save.'),
    ).toBeTruthy();
    const saves = screen.getAllByRole('button', { name: 'Save' });
    await user.click(saves[saves.length - 1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Questions without French' });
    expect(within(dialog).getByText('Allergies?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove them and save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/settings/custom-questions')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/settings/custom-questions')[0]!.body).toEqual([
      {
        id: 7,
        type: 'dropdown',
        text: 'Cutlery',
        options: ['Yes', 'No'],
        required: false,
        localization: { fr: { text: 'Ustensiles', options: ['Oui', 'Non'] } },
      },
    ]);
  });

  it('asks for two options of a dropdown before saving', async () => {
    await changeLocale('en-CA');
    const { api, user, screen } = renderOperationsTab(bistro, {
      questions: [
        { ...cutlery, options: ['Yes'], localization: { fr: { text: 'U', options: ['Oui'] } } },
      ],
    });
    const question = await screen.findByRole('listitem', { name: 'Question 1' });
    await user.click(within(question).getByRole('checkbox', { name: 'Required' }));
    const saves = screen.getAllByRole('button', { name: 'Save' });
    await user.click(saves[saves.length - 1]!);
    expect(await screen.findByText('Give at least 2 different options.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/settings/custom-questions')).toHaveLength(0);
  });
});

describe('Operations tab: order manager, pause and school year', () => {
  it('refuses a contact field both required and hidden', async () => {
    await changeLocale('en-CA');
    const { api, user, screen } = renderOperationsTab(bistro);
    await user.click(await screen.findByRole('switch', { name: 'Email hidden' }));
    expect(await screen.findByText('A hidden field cannot be required.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Email required' }));
    await user.click(screen.getByRole('switch', { name: 'Sound on new orders' }));
    const saves = screen.getAllByRole('button', { name: 'Save' });
    await user.click(saves[1]!);
    await waitFor(() => expect(api.callsTo('PUT', '/api/restaurants/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/restaurants/1')[0]!.body).toMatchObject({
      menu_manager_config: {
        allow_order_manager_sound: true,
        contact_fields_config: { email: { required: false, hide: true } },
      },
    });
  });

  it('hides paused ordering where the location takes no orders, and the school year off K-12', async () => {
    await changeLocale('en-CA');
    const { screen } = renderOperationsTab(makeLocation(1, 'Shop'));
    await screen.findByText('Ordering parameters');
    expect(screen.queryByText('Paused ordering')).toBeNull();
    expect(screen.queryByText('End of the school year')).toBeNull();
  });

  it('sets the end of the school year after typing CONFIRMER in French', async () => {
    await changeLocale('fr-CA');
    const school = makeLocation(1, 'École', { k12: true });
    const { api, user, screen } = renderOperationsTab(school, {
      routes: {
        'PUT /api/settings/school-year': (call) => {
          const body = call.body as { end_of_school_year: string };
          return new Response(
            JSON.stringify({
              ...(call.body as object),
              end_of_school_year: body.end_of_school_year,
              end_of_school_year_locked: true,
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          );
        },
      },
    });
    const date = await screen.findByLabelText('Dernier jour de l’année scolaire');
    await user.type(date, '2030-06-25');
    await user.click(screen.getByRole('button', { name: 'Définir la date' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmer la fin de l’année scolaire',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Définir la date' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'CONFIRM');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'ER');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/school-year')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/school-year')[0]!.body).toEqual({
      end_of_school_year: '2030-06-25',
      confirmation: 'CONFIRMER',
    });
    await changeLocale('en-CA');
  });

  it('shows a date that cannot change yet read-only', async () => {
    await changeLocale('en-CA');
    const { screen } = renderOperationsTab(makeLocation(1, 'School', { k12: true }), {
      parameters: { end_of_school_year: '2030-06-25', end_of_school_year_locked: true },
    });
    expect(await screen.findByText('This date cannot change until it has passed.')).toBeTruthy();
    expect(screen.getByText('2030/06/25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set the date' })).toBeNull();
  });
});
