import type { ErrorCode } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { NamedEntity } from './named-settings.repository.ts';
import { settingUsesRepository as uses, type SettingUses } from './setting-uses.repository.ts';

/** What differs between the settings lists of names: their rows, answers and uses. */
export interface NamedSettingKind {
  /** Its rows (named-settings.repository) and the change history's entity. */
  entity: NamedEntity;
  /** 409 when another row of the location has the name. */
  nameTaken: ErrorCode;
  /** 409 when a delete finds the row used by events. */
  inUse: ErrorCode;
  uses: (tx: Tx, restaurantId: number, id: number) => Promise<SettingUses>;
}

export const suiteKind: NamedSettingKind = {
  entity: 'suite',
  nameTaken: 'suite_name_taken',
  inUse: 'suite_in_use',
  uses: (tx, restaurantId, id) => uses.suite(tx, restaurantId, id),
};

export const equipmentKind: NamedSettingKind = {
  entity: 'equipment',
  nameTaken: 'equipment_name_taken',
  inUse: 'equipment_in_use',
  uses: (tx, restaurantId, id) => uses.equipment(tx, restaurantId, id),
};

export const eventTypeKind: NamedSettingKind = {
  entity: 'event_type',
  nameTaken: 'event_type_name_taken',
  inUse: 'event_type_in_use',
  uses: (tx, restaurantId, id) => uses.eventType(tx, restaurantId, id),
};
