import { z } from 'zod';
import { ZId } from './catalogue-fields.ts';

/** What `POST /menus/move` moves between parents: sections between menus, items anywhere. */
export const movableTypes = ['section', 'item'] as const;
export type MovableType = (typeof movableTypes)[number];

/** What `POST /menus/reorder` puts in a new order. */
export const orderableTypes = [
  'menu',
  'section',
  'item',
  'option_group',
  'option_value',
  'menu_group',
] as const;
export type OrderableType = (typeof orderableTypes)[number];

/**
 * `POST /menus/move`: move a section to another menu, or an item to another menu (menus without
 * sections: `section_id` null) or section, at `position` (0-based; default last). The type is read
 * as text so that an unsupported one answers "Moving invalid type of object." (spec part 1 §4),
 * not a generic validation error.
 */
export const ZMoveRequest = z.object({
  type: z.string(),
  id: ZId,
  menu_id: ZId,
  section_id: ZId.nullable().optional(),
  position: z.int().min(0).optional(),
});
export type MoveRequest = z.infer<typeof ZMoveRequest>;

/** `POST /menus/reorder`: these ids, all of one type and one parent, take orders 0, 1, 2… */
export const ZReorderRequest = z.object({
  type: z.string(),
  ids: z.array(ZId).min(1).max(20_000),
});
export type ReorderRequest = z.infer<typeof ZReorderRequest>;

export function isMovableType(type: string): type is MovableType {
  return (movableTypes as readonly string[]).includes(type);
}

export function isOrderableType(type: string): type is OrderableType {
  return (orderableTypes as readonly string[]).includes(type);
}

/**
 * Moves one element of a list to `to` (drag and drop), returning a new list. A `to` outside the
 * list means its nearest end; a `from` that is not an index of the list changes nothing.
 */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  // Checked by index, not by the element: splice reads a negative `from` from the end, and an
  // element may itself be undefined.
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
