import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeMenu } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makeDeliveryConfig } from '#test/orders.ts';
import { renderCheckout } from './checkout-harness.tsx';

/** Serious and critical WCAG A/AA problems axe can judge without layout (no colour contrast). */
async function seriousViolations(root: Element) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

const english = { scheduled: 'Scheduled', card: 'Credit card', date: /Date/, day: '2030/01/15' };
const french = { scheduled: 'Planifiée', card: 'Carte de crédit', date: /Date/, day: '15/01/2030' };

describe('checkout accessibility', () => {
  it.each(['en-CA', 'fr-CA'] as const)(
    'every section of a delivered order has its label (%s)',
    async (locale) => {
      await changeLocale(locale);
      mockApi({
        'GET /api/orders/get-next-order-queue-time': json(200, {
          dueAt: new Date().toISOString(),
          prepTime: 10,
        }),
        'POST /api/orders/scheduling': json(200, {
          timeZone: 'America/Toronto',
          firstDate: '2030-01-14',
          lastDate: '2030-01-25',
          excludeWeekends: true,
          minimumOrderAmount: null,
          date: null,
          slots: [],
        }),
      });
      const text = locale === 'fr-CA' ? french : english;
      const { container, user } = renderCheckout({
        type: 'delivery',
        menu: makeMenu(7, 'Lunch', { on_demand: true, scheduled: true }),
        config: makeOrderingConfig({
          flags: {
            delivery: true,
            discount: true,
            membership_program: true,
            subsidies: true,
            app8_credits: true,
          },
          delivery: makeDeliveryConfig(),
          customQuestions: [
            {
              id: 1,
              type: 'multiple_choice',
              text: 'Bag',
              options: ['Paper', 'None'],
              required: true,
              localization: {},
            },
            {
              id: 2,
              type: 'timepicker',
              text: 'Arrival time',
              options: [],
              required: true,
              localization: {},
            },
          ],
          paymentPreferences: ['invoice', 'credit_card'],
        }),
      });
      await screen.findByText(/Ready at about|Prête vers/);
      expect(await seriousViolations(container)).toEqual([]);

      // Scheduled, with the calendar open, and the card form.
      await user.click(screen.getByRole('radio', { name: text.scheduled }));
      await user.click(screen.getByRole('radio', { name: text.card }));
      await user.click(await screen.findByRole('button', { name: text.date }));
      await screen.findByRole('button', { name: text.day });
      expect(await seriousViolations(container)).toEqual([]);
    },
    15_000,
  );
});
