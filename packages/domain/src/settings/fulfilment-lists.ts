import { z } from 'zod';
import { checkUniqueName } from '../validation/text-rules.ts';
import type { ValidationIssue } from '../validation/validation-messages.ts';
import { zOptionalText, zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';

/**
 * The two whole lists of the Fulfilment tab: the schools of school delivery (spec part 2 §3
 * "School"; §5 "School names must be unique") and the on-site ordering locations with their
 * areas and tables (§3 "On-site ordering locations: location plus areas/tables"). Each is saved
 * whole (`PUT` replaces the list; rows sent with their `id` keep it).
 */

const NAME_MAX_LENGTH = 100;
const LABEL_MAX_LENGTH = 40;
const LIST_MAX = 200;
const languageKey = z.string().min(2).max(10);
const labels = (max: number) =>
  z.array(zOptionalText({ maxLength: LABEL_MAX_LENGTH }).pipe(z.string().min(1))).max(max);

/** `{ fr: { name } }`: a name in other languages. */
const ZNameLocalization = z
  .record(
    languageKey,
    z.object({ name: zOptionalText({ maxLength: NAME_MAX_LENGTH }).nullable().optional() }),
  )
  .default({});

/**
 * The issues of names that must be unique in their list, keyed by index: every entry whose name
 * an earlier entry already holds (letter case and spaces ignored, as the database's
 * `lower(name)` index; `checkUniqueName`).
 */
export function duplicateNameProblems(names: readonly string[]): Record<number, ValidationIssue> {
  const problems: Record<number, ValidationIssue> = {};
  names.forEach((name, index) => {
    const issue = checkUniqueName(name, names.slice(0, index));
    if (issue) problems[index] = issue;
  });
  return problems;
}

/** A zod refinement putting `duplicateNameProblems` on `<index>.<field>` of a list. */
function uniqueNames<T>(name: (entry: T) => string, field: string) {
  return (entries: T[], ctx: z.RefinementCtx) => {
    const problems = duplicateNameProblems(entries.map(name));
    for (const [index, issue] of Object.entries(problems)) {
      addValidationIssue(ctx, issue, [Number(index), field]);
    }
  };
}

export const ZDeliverySchool = z.object({
  /** Absent for a new school. */
  id: z.int().positive().optional(),
  name: zRequiredText({ maxLength: NAME_MAX_LENGTH }),
  grades: labels(100),
  classrooms: labels(500),
  teachers: labels(500),
  ask_grades: z.boolean(),
  ask_classrooms: z.boolean(),
  ask_teachers: z.boolean(),
  /** Guests type a teacher's name instead of picking one. */
  open_ended_teachers: z.boolean(),
});
export type DeliverySchool = z.infer<typeof ZDeliverySchool>;

/** The schools, in order; names unique ("This name is already in use." on the later one). */
export const ZDeliverySchools = z
  .array(ZDeliverySchool)
  .max(LIST_MAX)
  .superRefine(uniqueNames((school: DeliverySchool) => school.name, 'name'));

export const ZOnsiteArea = z.object({
  name: zRequiredText({ maxLength: NAME_MAX_LENGTH }),
  tables: labels(500),
  localization: ZNameLocalization,
});
export type OnsiteArea = z.infer<typeof ZOnsiteArea>;

export const ZOnsiteLocation = z.object({
  id: z.int().positive().optional(),
  name: zRequiredText({ maxLength: NAME_MAX_LENGTH }),
  localization: ZNameLocalization,
  /** Areas of the location; their names unique within it. */
  areas: z
    .array(ZOnsiteArea)
    .max(LIST_MAX)
    .superRefine(uniqueNames((area: OnsiteArea) => area.name, 'name')),
});
export type OnsiteLocation = z.infer<typeof ZOnsiteLocation>;

/** The on-site ordering locations, in order; names unique. */
export const ZOnsiteLocations = z
  .array(ZOnsiteLocation)
  .max(LIST_MAX)
  .superRefine(uniqueNames((location: OnsiteLocation) => location.name, 'name'));
