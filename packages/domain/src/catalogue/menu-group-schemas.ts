import { z } from 'zod';
import { ZId, ZLocalization, ZLocalizationInput, zCatalogueName } from './catalogue-fields.ts';

const menuGroupEditableFields = {
  name: zCatalogueName(),
  localization: ZLocalizationInput.optional(),
  /** Ids of the menus in the group (a menu belongs to at most one group). */
  menus: z.array(ZId).max(500).optional(),
};

/** `POST /menu-groups`. */
export const ZCreateMenuGroupRequest = z.object(menuGroupEditableFields);
export type CreateMenuGroupRequest = z.infer<typeof ZCreateMenuGroupRequest>;

/** `PUT /menu-groups/{id}`: the fields sent change; `menus` replaces the group's menus. */
export const ZUpdateMenuGroupRequest = z.object({
  ...menuGroupEditableFields,
  name: zCatalogueName().optional(),
});
export type UpdateMenuGroupRequest = z.infer<typeof ZUpdateMenuGroupRequest>;

export const ZMenuGroup = z.object({
  id: ZId,
  name: z.string(),
  image: z.string().nullable(),
  order: z.int(),
  localization: ZLocalization,
  menus: z.array(ZId),
  updated_at: z.string(),
});
export type MenuGroup = z.infer<typeof ZMenuGroup>;
