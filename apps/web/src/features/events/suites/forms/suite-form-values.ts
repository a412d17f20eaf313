import type {
  CateringNamed,
  EventSuite,
  EventSuiteSettingsInput,
  EventSuitesBulkRequestInput,
} from '@app/domain';

/**
 * The suite forms' values and the requests made of them. The form lists every piece of the
 * location's equipment (quantity null: not brought) while the request lists only those brought,
 * and the bulk form lists every suite of the location while the request holds those ticked: the
 * `…FormPath` functions name the form field of a request's field path (messages of the domain's
 * schema or of the server go on the field they are about).
 */
export interface SuiteFormValues {
  suite_owner_id: number | null;
  menu_ids: number[];
  equipment: { equipment_id: number; quantity: number | null }[];
  dietary_restrictions: string;
  special_requirements: string;
  pre_order_additional_notes: string;
  guaranteed_guest_count: number | null;
}

export interface SuiteRowValues extends SuiteFormValues {
  suite_id: number;
  /** Ticked: saved on the event (a suite already on it always is). */
  checked: boolean;
}

export interface BulkFormValues {
  rows: SuiteRowValues[];
}

/** The form of a suite: its settings, or nothing chosen when it is not on the event yet. */
export function suiteFormValues(
  suite: EventSuite | undefined,
  equipment: readonly CateringNamed[],
): SuiteFormValues {
  const quantities = new Map(suite?.equipment.map((entry) => [entry.id, entry.quantity]));
  return {
    suite_owner_id: suite?.suite_owner?.id ?? null,
    menu_ids: suite?.menus.map((menu) => menu.id) ?? [],
    equipment: equipment.map((entry) => ({
      equipment_id: entry.id,
      quantity: quantities.get(entry.id) ?? null,
    })),
    dietary_restrictions: suite?.dietary_restrictions ?? '',
    special_requirements: suite?.special_requirements ?? '',
    pre_order_additional_notes: suite?.pre_order_additional_notes ?? '',
    guaranteed_guest_count: suite?.guaranteed_guest_count ?? null,
  };
}

export function suiteRequestOf(values: SuiteFormValues): EventSuiteSettingsInput {
  return {
    ...values,
    equipment: values.equipment.filter(
      (entry): entry is { equipment_id: number; quantity: number } => entry.quantity !== null,
    ),
  };
}

/** The form field of a suite request's field: `equipment.{n}` is the n-th piece brought. */
export function suiteFormPath(values: SuiteFormValues, path: string): string {
  const match = /^equipment\.(\d+)(.*)$/.exec(path);
  if (!match) return path;
  const brought = values.equipment.flatMap((entry, index) =>
    entry.quantity === null ? [] : [index],
  );
  return `equipment.${brought[Number(match[1])] ?? match[1]}${match[2]}`;
}

/** Each suite of the location as a row, ticked when it is on the event. */
export function bulkFormValues(
  suites: readonly CateringNamed[],
  assigned: readonly EventSuite[],
  equipment: readonly CateringNamed[],
): BulkFormValues {
  const bySuite = new Map(assigned.map((suite) => [suite.suite.id, suite]));
  return {
    rows: suites.map((suite) => ({
      suite_id: suite.id,
      checked: bySuite.has(suite.id),
      ...suiteFormValues(bySuite.get(suite.id), equipment),
    })),
  };
}

function tickedRows(values: BulkFormValues): number[] {
  return values.rows.flatMap((row, index) => (row.checked ? [index] : []));
}

export function bulkRequestOf(values: BulkFormValues): EventSuitesBulkRequestInput {
  return {
    suites: tickedRows(values).map((index) => {
      const { checked: _checked, suite_id, ...settings } = values.rows[index]!;
      return { suite_id, ...suiteRequestOf(settings) };
    }),
  };
}

/** The form field of a bulk request's field: `suites.{n}` is the n-th ticked row. */
export function bulkFormPath(values: BulkFormValues, path: string): string {
  const match = /^suites\.(\d+)\.?(.*)$/.exec(path);
  if (!match) return 'root';
  const index = tickedRows(values)[Number(match[1])];
  if (index === undefined) return 'root';
  const rest = match[2] ? suiteFormPath(values.rows[index]!, match[2]) : 'suite_id';
  return `rows.${index}.${rest}`;
}
