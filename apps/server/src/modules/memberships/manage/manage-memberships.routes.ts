import {
  ZExpireMembershipRequest,
  ZIdParam,
  ZMembershipEntry,
  ZMembershipImportResult,
  ZMembershipListQuery,
  ZMembershipPage,
  ZMembershipRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../../plugins/access-guard.ts';
import { decodeCsvText } from '../../csv-import/decode-csv-text.ts';
import { readCsvUpload } from '../../csv-import/read-csv-upload.ts';
import { createMembership } from './create-membership.ts';
import { deleteMembership } from './delete-membership.ts';
import { expireMembership } from './expire-membership.ts';
import { importMemberships } from './import-memberships.ts';
import { listMemberships } from './list-memberships.ts';
import { membersContext } from './membership-entry.ts';
import { readMembershipImport } from './read-membership-import.ts';
import { updateMembership } from './update-membership.ts';

/** The Members screen's rule: manager and above where `membership_program` is on. */
const access: RouteAccess = { screen: 'members' };
const tags = ['memberships'];
const ZIdParams = z.object({ id: ZIdParam });

/** The Members screen (docs/api.md "Memberships"). */
export const manageMembershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/memberships',
    {
      config: { access },
      schema: { tags, querystring: ZMembershipListQuery, response: { 200: ZMembershipPage } },
    },
    (request) => listMemberships(membersContext(request), request.query),
  );

  app.post(
    '/api/memberships',
    {
      config: { access },
      schema: { tags, body: ZMembershipRequest, response: { 201: ZMembershipEntry } },
    },
    async (request, reply) =>
      reply.status(201).send(await createMembership(membersContext(request), request.body)),
  );

  app.put(
    '/api/memberships/:id',
    {
      config: { access },
      schema: {
        tags,
        params: ZIdParams,
        body: ZMembershipRequest,
        response: { 200: ZMembershipEntry },
      },
    },
    (request) => updateMembership(membersContext(request), request.params.id, request.body),
  );

  app.post(
    '/api/memberships/:id/expire',
    {
      config: { access },
      schema: {
        tags,
        params: ZIdParams,
        body: ZExpireMembershipRequest.nullish(),
        response: { 200: ZMembershipEntry },
      },
    },
    (request) =>
      expireMembership(
        membersContext(request),
        request.params.id,
        request.body ?? { expires_on: null },
      ),
  );

  app.delete(
    '/api/memberships/:id',
    { config: { access }, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteMembership(membersContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/memberships/import',
    {
      config: { access },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ZMembershipImportResult },
      },
    },
    async (request) => {
      const { text } = decodeCsvText((await readCsvUpload(request)).bytes);
      const rows = readMembershipImport(text, request.locale);
      return importMemberships(membersContext(request), rows);
    },
  );
};
