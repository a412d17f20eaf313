import {
  ZCopyAvailabilityRequest,
  ZCreateItemRequest,
  ZCreateMenuRequest,
  ZMoveRequest,
  ZReorderRequest,
  ZUpdateItemRequest,
  ZUpdateMenuRequest,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { ZAvailabilityWeekBody } from './availability-overlaps.ts';

export const tags = ['menus'];

/** Menus, sections, items, availability, moves and copies: the menus screen (member and above). */
export const menusAccess = { screen: 'menus' } satisfies RouteAccess;

/**
 * The largest id a row can have (`serial`, PostgreSQL `integer`). The contract's `ZId` accepts
 * any safe integer; a larger one names no row, and reaching a query it fails there ("out of
 * range for type integer") with a 500, so paths and bodies refuse it with a 400 first.
 */
export const MAX_ROW_ID = 2_147_483_647;
const zRowId = () => z.int().positive().max(MAX_ROW_ID);
const zPathId = () => z.coerce.number().int().positive().max(MAX_ROW_ID);
export const ZMenuIdParams = z.object({ id: zPathId() });
export const ZMenuParams = z.object({ menuId: zPathId() });
export const ZSectionParams = z.object({ menuId: zPathId(), sectionId: zPathId() });
/** Items paths: `sectionId` is absent on the paths of items outside sections. */
export const ZItemsParams = z.object({ menuId: zPathId(), sectionId: zPathId().optional() });
export const ZItemParams = ZItemsParams.extend({ itemId: zPathId() });

// The contract's request bodies with every id they carry bounded to a row id (see MAX_ROW_ID)
// and every week free of overlapping intervals (see availability-overlaps.ts).
export const ZCreateMenuBody = ZCreateMenuRequest.extend({
  menu_group_id: zRowId().nullable().optional(),
  availability: ZAvailabilityWeekBody.optional(),
});
export const ZUpdateMenuBody = ZUpdateMenuRequest.extend({
  menu_group_id: zRowId().nullable().optional(),
  availability: ZAvailabilityWeekBody.optional(),
});
export const ZCopyAvailabilityBody = ZCopyAvailabilityRequest.extend({
  availability: ZAvailabilityWeekBody,
  menuIds: z.array(zRowId()).min(1).max(500),
});
export const ZCreateItemBody = ZCreateItemRequest.extend({
  options: z.array(zRowId()).max(100).optional(),
});
export const ZUpdateItemBody = ZUpdateItemRequest.extend({
  options: z.array(zRowId()).max(100).optional(),
});
export const ZMoveBody = ZMoveRequest.extend({
  id: zRowId(),
  menu_id: zRowId(),
  section_id: zRowId().nullable().optional(),
});
export const ZReorderBody = ZReorderRequest.extend({
  ids: z.array(zRowId()).min(1).max(20_000),
});

/**
 * Sends JSON text built by PostgreSQL as it is. Fastify hands a string payload with a JSON
 * content type straight to the client (no serializer runs), so the route's response schema
 * still documents the shape in OpenAPI while the deep reads skip a parse and a re-serialisation
 * of thousands of items.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
