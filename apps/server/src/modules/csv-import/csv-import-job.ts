import {
  CSV_IMPORT_RESULT_ERRORS_MAX,
  csvImportRowView,
  planCsvImport,
  type ContentLanguage,
  type CsvImportPlan,
  type CsvImportResult,
  type Locale,
} from '@app/domain';
import { analyzeTables } from '../../db/analyze-tables.ts';
import { defineTrackedJob } from '../../jobs/tracked-job.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import { lockCatalogueOrder } from '../menus/catalogue-order.ts';
import { csvImportRepository, type CsvImportTargets } from './csv-import.repository.ts';
import { readCsvImportFile } from './read-csv-import-file.ts';
import { writeCsvImport } from './write-csv-import.ts';

/** What a `csv-import` run is started with: the file as text and who imports it, in which language. */
export interface CsvImportJobData {
  fileName: string;
  text: string;
  primaryLanguage: ContentLanguage;
  locale: Locale;
  user: { id: number; email: string };
}

/** From this many new items on, the planner's statistics are refreshed by the import. */
const ANALYZE_FROM_ITEMS = 1000;

/**
 * The import itself (`POST /menus/csv-menus-import` starts it): one transaction, all or nothing.
 * Under the location's catalogue-order lock (so two imports of one file cannot both create its
 * rows), the rows are planned again against the catalogue as it is now — what the preview
 * showed may have changed since — and written; progress counts the items written. One
 * change-history row tells what was imported. Rows with problems and duplicates are skipped and
 * listed in the result; a failure of any write rolls every row back and fails the run.
 */
export const csvImportJob = defineTrackedJob<CsvImportJobData>('csv-import', async (job) => {
  const { fileName, text, primaryLanguage, locale, user } = job.data;
  const file = readCsvImportFile(text, primaryLanguage);
  return job.tenantTx(async (tx): Promise<CsvImportResult> => {
    await lockCatalogueOrder(tx, job.restaurantId);
    const targets = await csvImportRepository.readTargets(tx, job.restaurantId);
    const plan = planCsvImport(file.readings, targets.catalogue);
    const total = plan.summary.create;
    await job.reportProgress(0, total);
    const written = await writeCsvImport(
      tx,
      job.restaurantId,
      plan,
      targets.nextItemOrder,
      (done) => job.reportProgress(done, total),
    );
    const menus = importedMenus(plan, targets, written.menuIds);
    const importResult: CsvImportResult = {
      file_name: fileName,
      summary: plan.summary,
      menus,
      errors: plan.outcomes
        .filter((outcome) => outcome.status === 'error')
        .slice(0, CSV_IMPORT_RESULT_ERRORS_MAX)
        .map((outcome) => csvImportRowView(outcome, locale)),
    };
    // Fresh statistics keep the catalogue reads planned for the new size (docs/decisions/catalogue.md,
    // "Bench floor").
    if (total >= ANALYZE_FROM_ITEMS) await analyzeTables(tx, ['menus', 'sections', 'items']);
    if (total > 0) {
      await recordCatalogueChange(
        tx,
        { restaurantId: job.restaurantId, user },
        {
          entity: 'menu',
          entityId: null,
          action: 'import',
          before: null,
          after: { file_name: fileName, summary: plan.summary, menus },
        },
      );
    }
    return importResult;
  });
});

/** The menus that received items: created by the import or already there, with their counts. */
function importedMenus(
  plan: CsvImportPlan,
  targets: CsvImportTargets,
  menuIds: Map<string, number>,
): CsvImportResult['menus'] {
  const itemsPerMenu = new Map<string, number>();
  for (const item of plan.newItems) {
    itemsPerMenu.set(item.menuKey, (itemsPerMenu.get(item.menuKey) ?? 0) + 1);
  }
  const existingNames = new Map(targets.catalogue.menus.map((menu) => [menu.id, menu.name]));
  const newNames = new Map(plan.newMenus.map((menu) => [menu.key, menu.name]));
  return [...itemsPerMenu].map(([key, count]) => {
    const id = menuIds.get(key)!;
    const newName = newNames.get(key);
    return {
      id,
      name: newName ?? existingNames.get(id)!,
      created: newName !== undefined,
      items_created: count,
    };
  });
}
