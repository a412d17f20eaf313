import {
  ZSubsidyAmountType,
  ZSubsidyCodeStatus,
  ZSubsidyType,
  type Subsidy,
  type SubsidyCode,
} from '@app/domain';
import type { SubsidyCodeRow } from './codes/subsidy-codes.repository.ts';
import type { SubsidyWithCounts } from './subsidies.repository.ts';

/**
 * Stored rows as the API answers them. A type the domain does not know reads as a discount and
 * an unknown status as inactive, as pricing reads them (it applies only active codes).
 */
export function subsidyOf(row: SubsidyWithCounts): Subsidy {
  const type = ZSubsidyType.safeParse(row.type);
  const amountType = ZSubsidyAmountType.safeParse(row.amount_type);
  return {
    id: row.id,
    name: row.name,
    localization: { fr: { name: row.localization.fr?.name ?? null } },
    type: type.success ? type.data : 'discount',
    amount: row.amount,
    amount_type: amountType.success ? amountType.data : 'dollar',
    max_meals_per_day: row.max_meals_per_day,
    codes: row.codes,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function subsidyCodeOf(row: SubsidyCodeRow): SubsidyCode {
  const status = ZSubsidyCodeStatus.safeParse(row.status);
  return {
    id: row.id,
    subsidy_id: row.subsidy_id,
    code: row.code,
    created_at: new Date(row.created_at).toISOString(),
    status: status.success ? status.data : 'inactive',
    account_name: row.account_name,
    email: row.email,
  };
}
