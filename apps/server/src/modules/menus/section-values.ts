import type { UpdateSectionRequest } from '@app/domain';
import { cleanDescription, cleanLocalization } from '../../catalogue/catalogue-text.ts';
import type { SectionValues } from '../../catalogue/sections.repository.ts';

/** The columns a section create or update writes (fields sent, rich text cleaned). */
export function sectionColumns(request: UpdateSectionRequest) {
  const { published, ...fields } = request;
  const columns: Partial<SectionValues> = {
    ...fields,
    description: cleanDescription(fields.description),
    localization: cleanLocalization(fields.localization),
  };
  return { columns, published };
}
