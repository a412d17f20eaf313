import { ZIdParam } from '@app/domain';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';

export const tags = ['menus'];

/** Menus, sections, items, availability, moves and copies: the menus screen (member and above). */
export const menusAccess = { screen: 'menus' } satisfies RouteAccess;

const zPathId = () => ZIdParam;
export const ZMenuIdParams = z.object({ id: zPathId() });
export const ZMenuParams = z.object({ menuId: zPathId() });
export const ZSectionParams = z.object({ menuId: zPathId(), sectionId: zPathId() });
/** Items paths: `sectionId` is absent on the paths of items outside sections. */
export const ZItemsParams = z.object({ menuId: zPathId(), sectionId: zPathId().optional() });
export const ZItemParams = ZItemsParams.extend({ itemId: zPathId() });
