import type { GenerateSubsidyCodesRequest, GeneratedSubsidyCodes } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { subsidyCodeOf } from '../subsidy-answers.ts';
import { subsidiesRepository as subsidies } from '../subsidies.repository.ts';
import { drawCodes } from './random-codes.ts';
import {
  subsidyCodesRepository as codes,
  type SubsidyCodeRow,
} from './subsidy-codes.repository.ts';

/**
 * Rounds of drawing again for codes the location already had. One collision among 10,000 codes
 * is already unlikely (2^43 codes per prefix); five rounds in a row are not going to happen
 * unless the prefix's space is nearly full.
 */
const MAX_ROUNDS = 5;

/**
 * `POST /subsidies/{id}/codes/generate` `{amount, prefix?}` (201): `amount` new active codes for
 * the subsidy, all or nothing, in the caller's one transaction: each round inserts every code
 * still missing in one statement; the unique index skips a code the location already has and the
 * next round draws again for it. 503 `subsidy_codes_unavailable` (nothing written) when rounds
 * run out. One change-history entry tells how many codes were made.
 */
export function generateSubsidyCodes(
  ctx: TenantContext,
  subsidyId: number,
  request: GenerateSubsidyCodesRequest,
  draw: typeof drawCodes = drawCodes,
): Promise<GeneratedSubsidyCodes> {
  return ctx.tenantTx(async (tx) => {
    if (!(await subsidies.lock(tx, ctx.restaurantId, subsidyId))) throw new AppError('not_found');
    const prefix = request.prefix ?? null;
    const rows = await insertCodes(tx, { ...ctx, subsidyId, prefix, amount: request.amount }, draw);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'subsidy_codes',
      entityId: subsidyId,
      action: 'generate',
      before: null,
      after: { subsidy_id: subsidyId, generated: rows.length, prefix },
      user: ctx.user,
    });
    return { generated: rows.length, codes: rows.map(subsidyCodeOf) };
  });
}

async function insertCodes(
  tx: Tx,
  input: { restaurantId: number; subsidyId: number; prefix: string | null; amount: number },
  draw: typeof drawCodes,
): Promise<SubsidyCodeRow[]> {
  const written: SubsidyCodeRow[] = [];
  for (let round = 0; round < MAX_ROUNDS && written.length < input.amount; round += 1) {
    const missing = input.amount - written.length;
    written.push(...(await codes.insertMany(tx, { ...input, codes: draw(missing, input.prefix) })));
  }
  if (written.length < input.amount) throw new AppError('subsidy_codes_unavailable');
  return written.sort((a, b) => a.id - b.id);
}
