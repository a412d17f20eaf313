import { fitOptionsToLimit } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { posOptionsRepository } from './pos-options.repository.ts';

/**
 * Keeps the options of pulled groups fitted to their group's maximum, as every write path of
 * options does (docs/decisions/catalogue.md "Options are always stored fitted"): a pull may lower a
 * group's limit under what staff gave an option (`max_quantity`, default selections). Reads the
 * groups' options once, fits them with the domain's `fitOptionsToLimit`, and writes the ones that
 * changed in one statement.
 */
export async function fitPulledOptionValues(tx: Tx, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  const groups = await posOptionsRepository.groupLimits(tx, groupIds);
  const values = await posOptionsRepository.valuesOf(tx, groupIds);
  const changed = groups.flatMap((group) => {
    const own = values.filter((value) => value.option_group_id === group.id);
    return fitOptionsToLimit(own, group).filter((fitted, index) => {
      const before = own[index]!;
      return (
        fitted.max_quantity !== before.max_quantity ||
        fitted.default_selection !== before.default_selection ||
        fitted.quantity !== before.quantity
      );
    });
  });
  if (changed.length === 0) return;
  await posOptionsRepository.updateFitted(tx, changed);
}
