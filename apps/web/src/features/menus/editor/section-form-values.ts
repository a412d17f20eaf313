import { z } from 'zod';
import {
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  zCatalogueName,
  type Section,
} from '@app/domain';
import { cleanLocalization } from '#shared/catalogue/content-languages.ts';
import type { SectionBody } from '../api/menu-calls.ts';

export interface SectionFormValues {
  name: string;
  description: string;
  localization: Record<string, { name?: string; description?: string }>;
}

export const ZSectionForm = z.object({
  name: zCatalogueName(),
  description: z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH),
  localization: z.record(
    z.string(),
    z.object({
      name: z.string().max(CATALOGUE_NAME_MAX_LENGTH).optional(),
      description: z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH).optional(),
    }),
  ),
});
export type SectionFormOutput = z.infer<typeof ZSectionForm>;

export function sectionFormValues(section?: Section): SectionFormValues {
  return {
    name: section?.name ?? '',
    description: section?.description ?? '',
    localization: Object.fromEntries(
      Object.entries(section?.localization ?? {}).map(([language, texts]) => [
        language,
        { name: texts.name ?? '', description: texts.description ?? '' },
      ]),
    ),
  };
}

export function sectionRequestBody(values: SectionFormOutput, published: boolean): SectionBody {
  return {
    name: values.name,
    description: values.description === '' ? null : values.description,
    localization: cleanLocalization(values.localization),
    published,
  };
}
