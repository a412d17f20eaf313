import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultOrderingParameters,
  type CustomQuestionConfig,
  type Location,
  type OrderingParameters,
} from '@app/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, mockApi } from '#test/fetch-mock.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { OperationsTab } from '../operations-tab.tsx';

/**
 * Renders the Operations tab of `location` in a router (the unsaved-changes guard needs one),
 * the settings calls answered from `parameters` and `questions`; a PUT answers what it was sent.
 */
export function renderOperationsTab(
  location: Location,
  options: {
    parameters?: Partial<OrderingParameters>;
    questions?: CustomQuestionConfig[];
    routes?: Parameters<typeof mockApi>[0];
  } = {},
) {
  signInAs({ role: 'manager', restaurants: [location.id] });
  const parameters = { ...defaultOrderingParameters, ...options.parameters };
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/settings/ordering-parameters': json(200, parameters),
    'GET /api/settings/custom-questions': json(200, options.questions ?? []),
    'PUT /api/settings/ordering-parameters': (call) =>
      json(200, { ...parameters, ...(call.body as object) }),
    'PUT /api/settings/custom-questions': (call) =>
      json(
        200,
        (call.body as CustomQuestionConfig[]).map((question, index) => ({
          ...question,
          id: question.id ?? 100 + index,
        })),
      ),
    'PUT /api/restaurants/1': (call) => json(200, { ...location, ...(call.body as object) }),
    ...options.routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <OperationsTab location={location} /> },
      { path: '/menus', element: <p>Menus</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, router, user: userEvent.setup(), screen };
}
