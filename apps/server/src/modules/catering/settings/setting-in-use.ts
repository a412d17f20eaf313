import { describeSettingUses, type ErrorCode } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { CateringSettingsContext } from './catering-settings-context.ts';
import type { SettingUses } from './setting-uses.repository.ts';

/**
 * Refuses the delete of a setting that events still use (409 `code`, nothing deleted): the
 * message names the first uses by event title and date and counts them all; `uses` and `total`
 * carry the same for other callers.
 */
export function assertNotInUse(
  ctx: CateringSettingsContext,
  code: ErrorCode,
  name: string,
  uses: SettingUses,
): void {
  if (uses.total === 0) return;
  const described = describeSettingUses(uses.first, uses.total, ctx.locale, ctx.timeZone);
  throw new AppError(
    code,
    { name, count: uses.total, uses: described },
    {
      total: uses.total,
      uses: uses.first.map((use) => ({
        ...use,
        start_date: new Date(use.start_date).toISOString(),
      })),
    },
  );
}
