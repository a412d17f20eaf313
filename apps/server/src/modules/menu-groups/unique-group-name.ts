import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';

/**
 * Menu-group names are unique per location, ignoring case and accents (spec part 1 §5 "unique
 * name"; docs/decisions/catalogue.md): 409 `menu_group_name_taken` naming the group that has
 * the name. `exceptId`: the group being renamed.
 */
export async function assertGroupNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const taken = await groups.findByName(tx, name, exceptId);
  if (taken) throw new AppError('menu_group_name_taken', { name: taken.name });
}

/**
 * Runs a write of a group's name; a concurrent write that took the name first (the unique index)
 * answers the same 409 as the check.
 */
export async function writingGroupName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('menu_group_name_taken', { name });
    throw error;
  }
}
