import { z } from 'zod';
import type { Locale } from '../../i18n/locale.ts';
import { ZId } from '../catalogue-fields.ts';
import type { CsvImportOutcome } from './csv-import-plan.ts';
import { csvImportProblemMessage } from './csv-import-rows.ts';

/**
 * The answers of the menu CSV import (spec part 1 §7 `POST /menus/csv-menus-import`; docs/api.md
 * "CSV import"): the dry-run preview, and the result a succeeded import run carries. Problems
 * are sentences in the caller's language, each naming its column ("Sell Price: Must be a
 * number.").
 */

/** Largest file accepted, and most data rows in one file. */
export const CSV_IMPORT_MAX_MEGABYTES = 10;
export const CSV_IMPORT_MAX_BYTES = CSV_IMPORT_MAX_MEGABYTES * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 50_000;

export const csvImportRowStatuses = ['create', 'duplicate', 'error'] as const;

export const ZCsvImportRowView = z.object({
  /** The row number a spreadsheet shows (the header is row 1). */
  row: z.int(),
  status: z.enum(csvImportRowStatuses),
  menu: z.string(),
  station: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  problems: z.array(z.string()),
});
export type CsvImportRowView = z.infer<typeof ZCsvImportRowView>;

/** A planned row as the API answers it, its problems written in `locale`. */
export function csvImportRowView(outcome: CsvImportOutcome, locale: Locale): CsvImportRowView {
  return {
    ...outcome,
    problems: outcome.problems.map((problem) => csvImportProblemMessage(problem, locale)),
  };
}

export const ZCsvImportSummary = z.object({
  rows: z.int(),
  create: z.int(),
  duplicates: z.int(),
  errors: z.int(),
  new_menus: z.int(),
  new_sections: z.int(),
});

/**
 * How the server read the file's bytes: UTF-8 (byte-order mark or not), UTF-16 with its mark, or
 * — bytes that are not UTF-8, as Excel on Windows saves "CSV (séparateur: point-virgule)" —
 * Windows-1252. The preview says so, so that staff see the accents before importing.
 */
export const csvTextEncodings = ['utf-8', 'utf-16', 'windows-1252'] as const;
export type CsvTextEncoding = (typeof csvTextEncodings)[number];

export const ZCsvImportPreview = z.object({
  file_name: z.string(),
  encoding: z.enum(csvTextEncodings),
  summary: ZCsvImportSummary,
  /** Headers of the file the import does not know (ignored). */
  ignored_columns: z.array(z.string()),
  new_menus: z.array(z.string()),
  new_sections: z.array(z.object({ menu: z.string(), name: z.string() })),
  rows: z.array(ZCsvImportRowView),
});
export type CsvImportPreview = z.infer<typeof ZCsvImportPreview>;

/** At most this many rows with problems are kept in an import's result (the preview has all). */
export const CSV_IMPORT_RESULT_ERRORS_MAX = 500;

/** What a succeeded `csv-import` run holds as its `result`. */
export const ZCsvImportResult = z.object({
  file_name: z.string(),
  summary: ZCsvImportSummary,
  /** The menus that received items, created or existing. */
  menus: z.array(
    z.object({ id: ZId, name: z.string(), created: z.boolean(), items_created: z.int() }),
  ),
  /** The first rows with problems (see `CSV_IMPORT_RESULT_ERRORS_MAX`). */
  errors: z.array(ZCsvImportRowView),
});
export type CsvImportResult = z.infer<typeof ZCsvImportResult>;
