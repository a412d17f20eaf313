import { z } from 'zod';
import { zOptionalText } from '../validation/zod-fields.ts';
import {
  ZId,
  ZLocalization,
  ZLocalizationInput,
  zCatalogueName,
  zDescription,
  zPrice,
} from './catalogue-fields.ts';
import { ZItem } from './item-schemas.ts';

const sectionEditableFields = {
  name: zCatalogueName(),
  description: zDescription().optional(),
  slug: zOptionalText({ maxLength: 200 }).nullable().optional(),
  price: zPrice(null).optional(),
  type: zOptionalText({ maxLength: 50 }).nullable().optional(),
  localization: ZLocalizationInput.optional(),
  published: z.boolean().optional(),
};

/** `POST /menus/{menuId}/sections`. */
export const ZCreateSectionRequest = z.object(sectionEditableFields);
export type CreateSectionRequest = z.infer<typeof ZCreateSectionRequest>;

/** `PUT /menus/{menuId}/sections/{sectionId}`: the fields sent change. */
export const ZUpdateSectionRequest = z.object({
  ...sectionEditableFields,
  name: zCatalogueName().optional(),
});
export type UpdateSectionRequest = z.infer<typeof ZUpdateSectionRequest>;

export const ZSection = z.object({
  id: ZId,
  menu_id: ZId,
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  order: z.int(),
  type: z.string().nullable(),
  localization: ZLocalization,
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Section = z.infer<typeof ZSection>;

/** A section with its items, as `deep-get-sections` and the deep menu reads answer it. */
export const ZSectionWithItems = ZSection.extend({ items: z.array(ZItem) });
export type SectionWithItems = z.infer<typeof ZSectionWithItems>;
