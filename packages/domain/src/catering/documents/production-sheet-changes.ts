import { modifiersText } from './document-inputs.ts';
import {
  change,
  countedChanges,
  eventChanges,
  fieldChanges,
  modifierIds,
  type Counted,
} from './document-changes.ts';
import type { DocumentModifier, ProductionSheet } from './document-schemas.ts';
import type { DocumentChange } from './document-versions.ts';

interface ShareFacts extends Counted {
  modifiers: string;
  modifierText: string;
  instructions: string;
}

/** Each item's share of each suite, by item key and suite. */
function productionShares(sheet: ProductionSheet): Map<string, ShareFacts> {
  const shares = new Map<string, ShareFacts>();
  for (const station of sheet.stations) {
    for (const item of station.items) {
      for (const share of item.suites) {
        shares.set(JSON.stringify([item.key, share.event_suite_id]), {
          name: item.name,
          suite: share.suite,
          quantity: share.quantity,
          modifiers: modifierIds(item.modifiers),
          modifierText: modifiersText(item.modifiers),
          instructions: share.special_instructions
            .map((instruction) => `${instruction.text} (${instruction.quantity})`)
            .join('; '),
        });
      }
    }
  }
  return shares;
}

function productionItems(sheet: ProductionSheet) {
  return new Map(
    sheet.stations.flatMap((station) => station.items.map((item) => [item.key, item] as const)),
  );
}

/** Modifier totals and instructions of the items and shares found in both versions. */
function productionDetailChanges(
  before: ProductionSheet,
  after: ProductionSheet,
): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const items = productionItems(before);
  for (const [key, now] of productionItems(after)) {
    const then = items.get(key);
    if (then && modifierIds(then.modifiers) !== modifierIds(now.modifiers)) {
      const text = (list: DocumentModifier[]) => modifiersText(list) || null;
      changes.push(
        change('item', 'changed', {
          name: now.name,
          field: 'modifiers',
          from: text(then.modifiers),
          to: text(now.modifiers),
        }),
      );
    }
  }
  const shares = productionShares(before);
  for (const [key, now] of productionShares(after)) {
    const then = shares.get(key);
    if (then && then.instructions !== now.instructions) {
      changes.push(
        change('item', 'changed', {
          name: now.name,
          suite: now.suite ?? null,
          field: 'special_instructions',
          from: then.instructions || null,
          to: now.instructions || null,
        }),
      );
    }
  }
  return changes;
}

function suiteFacts(sheet: ProductionSheet) {
  const dietary = new Map(sheet.dietary.map((entry) => [entry.event_suite_id, entry]));
  return new Map(
    sheet.suites.map((suite) => {
      const notes = dietary.get(suite.event_suite_id);
      return [
        suite.event_suite_id,
        {
          name: suite.name,
          guests: { guaranteed_guest_count: suite.guaranteed_guest_count },
          notes: {
            dietary_restrictions: notes?.dietary_restrictions ?? null,
            special_requirements: notes?.special_requirements ?? null,
            pre_order_additional_notes: notes?.pre_order_additional_notes ?? null,
          },
        },
      ] as const;
    }),
  );
}

/** Per suite: its guaranteed guests and its dietary notes (suites on both versions). */
function productionSuiteChanges(before: ProductionSheet, after: ProductionSheet) {
  const then = suiteFacts(before);
  return [...suiteFacts(after)].flatMap(([id, now]) => {
    const old = then.get(id);
    if (!old) return [];
    return [
      ...fieldChanges('guests', old.guests, now.guests, { suite: now.name }),
      ...fieldChanges('note', old.notes, now.notes, { suite: now.name }),
    ];
  });
}

/** What differs between a production sheet printed (`before`) and the sheet now (`after`). */
export function productionSheetChanges(
  before: ProductionSheet,
  after: ProductionSheet,
): DocumentChange[] {
  const suiteChanges = productionSuiteChanges(before, after);
  return [
    ...eventChanges(before.event, after.event),
    ...fieldChanges(
      'guests',
      { projected_attendance: before.guests.projected_attendance },
      { projected_attendance: after.guests.projected_attendance },
    ),
    ...suiteChanges.filter((entry) => entry.subject === 'guests'),
    ...countedChanges('item', productionShares(before), productionShares(after)),
    ...productionDetailChanges(before, after),
    ...suiteChanges.filter((entry) => entry.subject === 'note'),
  ];
}
