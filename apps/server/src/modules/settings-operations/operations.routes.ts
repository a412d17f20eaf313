import {
  requiredRoleFor,
  ZCustomQuestions,
  ZCustomQuestionsRequest,
  ZOrderingParameters,
  ZOrderingParametersRequest,
  ZSchoolYearRequest,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../context/tenant-context.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { getCustomQuestions, saveCustomQuestions } from './custom-questions.ts';
import { getOrderingParameters } from './get-ordering-parameters.ts';
import { saveOrderingParameters } from './save-ordering-parameters.ts';
import { saveSchoolYear } from './save-school-year.ts';

const tags = ['settings'];
const settings: RouteAccess = { minRole: requiredRoleFor('settings') };
const schoolYear: RouteAccess = { ...settings, flags: { all: ['k12'] } };

/** The active location's time zone: school-year dates are judged by its calendar. */
const timeZoneOf = (request: FastifyRequest) => request.tenant!.timezone;

/** Settings › Operations (docs/api.md "Settings"): ordering parameters, school year, questions. */
export const operationsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/ordering-parameters',
    {
      config: { access: settings },
      schema: { tags, response: { 200: ZOrderingParameters } },
    },
    (request) => getOrderingParameters(tenantContext(request), timeZoneOf(request)),
  );

  app.put(
    '/api/settings/ordering-parameters',
    {
      config: { access: settings },
      schema: {
        tags,
        description: 'Replaces the ordering parameters whole; the school year is kept.',
        body: ZOrderingParametersRequest,
        response: { 200: ZOrderingParameters },
      },
    },
    (request) => saveOrderingParameters(tenantContext(request), timeZoneOf(request), request.body),
  );

  app.put(
    '/api/settings/school-year',
    {
      config: { access: schoolYear },
      schema: {
        tags,
        description:
          'Sets the end of the school year (k12). Needs CONFIRM or CONFIRMER; refused while the date set has not passed.',
        body: ZSchoolYearRequest,
        response: { 200: ZOrderingParameters },
      },
    },
    (request) => saveSchoolYear(tenantContext(request), timeZoneOf(request), request.body),
  );

  app.get(
    '/api/settings/custom-questions',
    {
      config: { access: settings },
      schema: { tags, response: { 200: ZCustomQuestions } },
    },
    (request) => getCustomQuestions(tenantContext(request)),
  );

  app.put(
    '/api/settings/custom-questions',
    {
      config: { access: settings },
      schema: {
        tags,
        description:
          'Replaces the custom checkout questions whole, in the order sent (at most 15).',
        body: ZCustomQuestionsRequest,
        response: { 200: ZCustomQuestions },
      },
    },
    (request) => saveCustomQuestions(tenantContext(request), request.body),
  );
};
