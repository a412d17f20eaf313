import {
  ZCalendarFeedParams,
  ZCalendarFeedQuery,
  ZCalendarLink,
  ZIdParam,
  type CalendarFeedKind,
  type Locale,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../../context/tenant-context.ts';
import { eventSettingsAccess, eventsAccess } from '../catering-access.ts';
import type { CalendarFeedContext } from './calendar-feed-context.ts';
import { getEventCalendar } from './get-event-calendar.ts';
import { getEventCalendarLink } from './get-event-calendar-link.ts';
import { getSuiteOwnerCalendar } from './get-suite-owner-calendar.ts';
import { getSuiteOwnerCalendarLink } from './get-suite-owner-calendar-link.ts';

const tags = ['calendar feeds'];
const ZIdParams = z.object({ id: ZIdParam });

type Feed = (ctx: CalendarFeedContext, file: string, lang: Locale | undefined) => Promise<string>;

function sendCalendar(reply: FastifyReply, text: string) {
  // The address is a secret of its holder: no shared cache keeps it; clients ask again hourly.
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .send(text);
}

/** The iCalendar feeds of events and suite owners, and their addresses (docs/api.md "Calendar feeds"). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const links = { keys: ctx.keys, publicUrl: ctx.config.publicUrl };
  // Public: a calendar service fetches the feed without signing in; the token is the key.
  const feedConfig = {
    access: { public: true },
    rateLimit: { max: ctx.config.calendarFeedsPerMinute, timeWindow: '1 minute' },
  } as const;
  const feeds: Record<CalendarFeedKind, Feed> = {
    events: getEventCalendar,
    'suite-owners': getSuiteOwnerCalendar,
  };

  for (const [kind, feed] of Object.entries(feeds)) {
    app.get(
      `/api/calendar/${kind}/*`,
      {
        config: feedConfig,
        schema: {
          tags,
          params: ZCalendarFeedParams,
          querystring: ZCalendarFeedQuery,
          produces: ['text/calendar'],
        },
      },
      async (request, reply) => {
        const text = await feed(
          { ...links, database: ctx.database, now: new Date() },
          request.params['*'],
          request.query.lang,
        );
        return sendCalendar(reply, text);
      },
    );
  }

  app.get(
    '/api/catering/events/:id/calendar-link',
    {
      config: { access: eventsAccess.view },
      schema: { tags, params: ZIdParams, response: { 200: ZCalendarLink } },
    },
    (request) => getEventCalendarLink({ ...tenantContext(request), ...links }, request.params.id),
  );

  app.get(
    '/api/catering/suite-owners/:id/calendar-link',
    {
      config: { access: eventSettingsAccess.view },
      schema: { tags, params: ZIdParams, response: { 200: ZCalendarLink } },
    },
    (request) =>
      getSuiteOwnerCalendarLink({ ...tenantContext(request), ...links }, request.params.id),
  );
};
