import {
  csvImportRowView,
  planCsvImport,
  type CsvImportPreview,
  type CsvTextEncoding,
} from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { csvImportRepository } from './csv-import.repository.ts';
import { readCsvImportFile } from './read-csv-import-file.ts';

/**
 * The dry run of `POST /menus/csv-menus-import/preview`: how the file was read (`encoding`) and
 * what importing `text` would do now —
 * every row with what happens to it (created, duplicate, or its problems), the menus and
 * stations it would create and the columns it ignores. Writes nothing.
 */
export async function previewCsvImport(
  ctx: CatalogueContext,
  upload: { fileName: string; text: string; encoding: CsvTextEncoding },
): Promise<CsvImportPreview> {
  const file = readCsvImportFile(upload.text, ctx.primaryLanguage);
  const targets = await ctx.tenantTx((tx) => csvImportRepository.readTargets(tx, ctx.restaurantId));
  const plan = planCsvImport(file.readings, targets.catalogue);
  return {
    file_name: upload.fileName,
    encoding: upload.encoding,
    summary: plan.summary,
    ignored_columns: file.layout.ignored,
    new_menus: plan.newMenus.map((menu) => menu.name),
    new_sections: plan.newSections.map((section) => ({
      menu: section.menuName,
      name: section.name,
    })),
    rows: plan.outcomes.map((outcome) => csvImportRowView(outcome, ctx.locale)),
  };
}
