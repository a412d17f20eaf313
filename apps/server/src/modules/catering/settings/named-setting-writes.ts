import { errorMessage } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { CateringSettingsContext } from './catering-settings-context.ts';
import type { NamedSettingKind } from './named-setting-kinds.ts';
import { namedSettingsRepository as named, type NamedRow } from './named-settings.repository.ts';
import { assertNotInUse } from './setting-in-use.ts';

/**
 * The name checks and writes suites, equipment and event types share. A name is once per
 * location in any letter case: 409 `kind.nameTaken`, its message also on `fields.name` so a
 * form shows it on the field.
 */
function nameTaken(ctx: CateringSettingsContext, kind: NamedSettingKind, name: string) {
  const message = errorMessage(kind.nameTaken, ctx.locale, { name });
  return new AppError(kind.nameTaken, { name }, { fields: { name: message } });
}

async function writingName<T>(
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  name: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // A concurrent save took the name first (the unique index on lower(name)).
    if (isUniqueViolation(error)) throw nameTaken(ctx, kind, name);
    throw error;
  }
}

async function assertNameFree(
  tx: Tx,
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  name: string,
  exceptId?: number,
) {
  const taken = await named.findByName(tx, kind.entity, ctx.restaurantId, name, exceptId);
  if (taken) throw nameTaken(ctx, kind, taken.name);
}

export async function insertNamed(
  tx: Tx,
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  name: string,
): Promise<NamedRow> {
  await assertNameFree(tx, ctx, kind, name);
  return writingName(ctx, kind, name, () => named.insert(tx, kind.entity, ctx.restaurantId, name));
}

/** Renames a row of the location (404 when it has none with this id): the row before and after. */
export async function renameNamed(
  tx: Tx,
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  id: number,
  name: string,
): Promise<{ before: NamedRow; after: NamedRow }> {
  const before = await named.lock(tx, kind.entity, ctx.restaurantId, id);
  if (!before) throw new AppError('not_found');
  await assertNameFree(tx, ctx, kind, name, id);
  const after = await writingName(ctx, kind, name, () =>
    named.rename(tx, kind.entity, ctx.restaurantId, id, name),
  );
  if (!after) throw new AppError('not_found');
  return { before, after };
}

/**
 * Deletes a row no event uses (404 when the location has none, 409 `kind.inUse` when used);
 * answers the row as `describe` reads it before the delete (for the change history).
 */
export async function deleteUnusedNamed<T>(
  tx: Tx,
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  id: number,
  describe: (row: NamedRow) => T | Promise<T>,
): Promise<T> {
  const row = await named.lock(tx, kind.entity, ctx.restaurantId, id);
  if (!row) throw new AppError('not_found');
  assertNotInUse(ctx, kind.inUse, row.name, await kind.uses(tx, ctx.restaurantId, id));
  const described = await describe(row);
  await named.delete(tx, kind.entity, ctx.restaurantId, id);
  return described;
}
