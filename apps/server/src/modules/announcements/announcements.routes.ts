import {
  ZAnnouncement,
  ZAnnouncementInboxResponse,
  ZAnnouncementRequest,
  ZAnnouncementsResponse,
  ZIdParam,
  requiredRoleFor,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../context/tenant-context.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { announcementsContext } from './announcements-context.ts';
import { dismissAnnouncement, getAnnouncementInbox } from './announcement-inbox.ts';
import { deleteAnnouncement } from './delete-announcement.ts';
import { listAnnouncements } from './list-announcements.ts';
import { postAnnouncement } from './post-announcement.ts';

const tags = ['announcements'];
/** Posting and managing: the Communications tab, managers and above (spec part 2 §6). */
const manage: RouteAccess = { minRole: requiredRoleFor('settings') };
/** Reading one's inbox: any signed-in role at the active location. */
const read: RouteAccess = {};
const ZIdParams = z.object({ id: ZIdParam });

/** Announcements (docs/api.md "Announcements"). */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/announcements',
    { config: { access: manage }, schema: { tags, response: { 200: ZAnnouncementsResponse } } },
    (request) => listAnnouncements(announcementsContext(request)),
  );

  app.post(
    '/api/announcements',
    {
      config: { access: manage },
      schema: { tags, body: ZAnnouncementRequest, response: { 201: ZAnnouncement } },
    },
    async (request, reply) =>
      reply.status(201).send(await postAnnouncement(announcementsContext(request), request.body)),
  );

  app.delete(
    '/api/announcements/:id',
    { config: { access: manage }, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteAnnouncement(tenantContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/announcements/inbox',
    { config: { access: read }, schema: { tags, response: { 200: ZAnnouncementInboxResponse } } },
    (request) => getAnnouncementInbox(announcementsContext(request)),
  );

  app.post(
    '/api/announcements/:id/read',
    { config: { access: read }, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await dismissAnnouncement(announcementsContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
