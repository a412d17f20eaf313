import {
  ZCredit,
  ZCreditExpireRequest,
  ZCreditHistoryPage,
  ZCreditHistoryQuery,
  ZCreditSaveRequest,
  ZCreditsPage,
  ZCreditsQuery,
  requiredRoleFor,
  type CreditSaveRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { creditContext, type CreditContext } from './credit-context.ts';
import { creditExpiryJob } from './expire-due-credits.ts';
import { expireCredit } from './expire-credit.ts';
import { grantCredit } from './grant-credit.ts';
import { listCreditHistory } from './list-credit-history.ts';
import { listCredits } from './list-credits.ts';
import { updateCredit } from './update-credit.ts';

const tags = ['credits'];
/** Manager and above where the credits flag is on (spec part 2 §6), the active location only. */
const access: RouteAccess = {
  minRole: requiredRoleFor('credits'),
  flags: { all: ['app8_credits'] },
};

/** An update when the body names a credit, a grant otherwise (spec part 2 §7). */
function saveCredit(ctx: CreditContext, body: CreditSaveRequest) {
  const { id } = body;
  return id === undefined ? grantCredit(ctx, body) : updateCredit(ctx, { ...body, id });
}

const saveSchema = {
  tags,
  description:
    'With an id: updates the credit (name, expiry date; `amount` changes the balance by that ' +
    'signed difference; the email cannot change). Without: grants `amount` to the customer ' +
    'account of `email` (404 code 833 when there is none).',
  body: ZCreditSaveRequest,
  response: { 200: ZCredit, 201: ZCredit },
};

/** Credits of customer accounts (docs/api.md "Credits"). */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.schedule(creditExpiryJob);

  app.get(
    '/api/auth/credits',
    {
      config: { access },
      schema: { tags, querystring: ZCreditsQuery, response: { 200: ZCreditsPage } },
    },
    (request) => listCredits(creditContext(request, ctx.database.db), request.query),
  );

  app.get(
    '/api/auth/credits/history',
    {
      config: { access },
      schema: { tags, querystring: ZCreditHistoryQuery, response: { 200: ZCreditHistoryPage } },
    },
    (request) => listCreditHistory(creditContext(request, ctx.database.db), request.query),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/auth/credits',
      config: { access },
      schema: saveSchema,
      handler: async (request, reply) => {
        const credit = await saveCredit(creditContext(request, ctx.database.db), request.body);
        return reply.status(request.body.id === undefined ? 201 : 200).send(credit);
      },
    });
  }

  app.post(
    '/api/auth/credits/expire',
    {
      config: { access },
      schema: { tags, body: ZCreditExpireRequest, response: { 200: ZCredit } },
    },
    (request) => expireCredit(creditContext(request, ctx.database.db), request.body.email),
  );
};
