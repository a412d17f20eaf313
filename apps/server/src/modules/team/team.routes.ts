import {
  TEAM_MANAGER_ROLE,
  ZIdParam,
  ZInviteTeamMemberRequest,
  ZTeamMember,
  ZTeamMembers,
  ZUpdateTeamMemberRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { inviteTeamMember } from './invite-team-member.ts';
import { listTeam } from './list-team.ts';
import { resendInvitation } from './resend-invitation.ts';
import { setTeamMemberActive } from './set-team-member-active.ts';
import { teamContext } from './team-context.ts';
import { updateTeamMember } from './update-team-member.ts';

const tags = ['team'];
/** Admins, enterprise users and managers run the team of their active location. */
const access: RouteAccess = { minRole: TEAM_MANAGER_ROLE };
const params = z.object({ id: ZIdParam });

/** Settings → Team: staff accounts of the active location (docs/api.md "Team"). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/team',
    { config: { access }, schema: { tags, response: { 200: ZTeamMembers } } },
    (request) => listTeam(teamContext(ctx, request)),
  );

  app.post(
    '/api/team',
    {
      config: { access },
      schema: {
        tags,
        description: 'Creates the account without a password and mails it a set-password link.',
        body: ZInviteTeamMemberRequest,
        response: { 201: ZTeamMember },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteTeamMember(teamContext(ctx, request), request.body)),
  );

  app.put(
    '/api/team/:id',
    {
      config: { access },
      schema: { tags, params, body: ZUpdateTeamMemberRequest, response: { 200: ZTeamMember } },
    },
    (request) => updateTeamMember(teamContext(ctx, request), request.params.id, request.body),
  );

  app.post(
    '/api/team/:id/resend-invitation',
    { config: { access }, schema: { tags, params, response: { 200: ZTeamMember } } },
    (request) => resendInvitation(teamContext(ctx, request), request.params.id),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/team/:id/${action}`,
      { config: { access }, schema: { tags, params, response: { 200: ZTeamMember } } },
      (request) => setTeamMemberActive(teamContext(ctx, request), request.params.id, active),
    );
  }
};
