import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPasswordReset,
  ZPasswordResetRequest,
  ZPinRequest,
  ZSignInRequest,
  ZSignInResponse,
} from '@app/domain';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { authRateLimit } from './auth-limits.ts';
import { ZPinEntered } from './auth-schemas.ts';
import { createBackgroundWork } from './background-work.ts';
import { acceptInvitation, resetPassword } from './password-reset.ts';
import { requestPasswordReset } from './password-reset-request.ts';
import { checkPin } from './pin-check.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { signIn } from './sign-in.ts';

const publicAccess: RouteAccess = { public: true };
/** Signed in, no location needed, reachable before the PIN is entered. */
const sessionAccess: RouteAccess = { tenant: false, beforePin: true };

/** Password sign-in, sign-out, the staff PIN and password reset. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const background = createBackgroundWork(app.log);
  const rateLimitPerAddress = authRateLimit(ctx.config);
  app.addHook('onClose', () => background.settled());

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: publicAccess, rateLimit: rateLimitPerAddress },
      schema: { tags: ['identity'], body: ZSignInRequest, response: { 200: ZSignInResponse } },
    },
    async (request) => signIn({ ctx, ...request.body }),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: sessionAccess }, schema: { tags: ['identity'] } },
    async (request, reply) => {
      await sessionsRepository.revoke(ctx.database.db, request.user!.sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/pin',
    {
      config: { access: sessionAccess, rateLimit: rateLimitPerAddress },
      schema: { tags: ['identity'], body: ZPinRequest, response: { 200: ZPinEntered } },
    },
    async (request) =>
      checkPin({ db: ctx.database.db, sessionId: request.user!.sessionId, pin: request.body.pin }),
  );

  app.post(
    '/api/auth/password-reset-request',
    {
      config: { access: publicAccess, rateLimit: rateLimitPerAddress },
      schema: { tags: ['identity'], body: ZPasswordResetRequest },
    },
    async (request, reply) => {
      // Answered before the mail is written and sent, so the time taken does not reveal accounts.
      background.run('password reset mail', () =>
        requestPasswordReset({ ctx, email: request.body.email }),
      );
      return reply.status(202).send();
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: publicAccess, rateLimit: rateLimitPerAddress },
      schema: { tags: ['identity'], body: ZPasswordReset },
    },
    async (request, reply) => {
      await resetPassword({ ctx, ...request.body });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/accept-invitation',
    {
      config: { access: publicAccess, rateLimit: rateLimitPerAddress },
      schema: {
        tags: ['identity'],
        description: 'Sets the first password of an invited account from its mailed link.',
        body: ZPasswordReset,
      },
    },
    async (request, reply) => {
      await acceptInvitation({ ctx, ...request.body });
      return reply.status(204).send();
    },
  );
};
