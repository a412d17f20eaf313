import {
  defaultOrderingParameters,
  type CustomQuestionConfig,
  type Location,
  type OrderingParameters,
} from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

/**
 * Renders the settings screen on the Operations tab of `location` (the whole app: the screen
 * holds the unsaved-changes guard),
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
  const { router, user, screen } = renderApp('/settings?tab=operations');
  return { api, router, user, screen };
}
