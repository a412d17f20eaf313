import {
  change,
  countedChanges,
  eventChanges,
  fieldChanges,
  type Counted,
} from './document-changes.ts';
import { modifiersText } from './document-inputs.ts';
import type { Beo, BeoLine } from './document-schemas.ts';
import type { DocumentChange } from './document-versions.ts';

/**
 * A line as the changes name it: the item with what sets it apart from the item's other lines
 * (price option, modifiers, instructions), so two lines of one item never read alike.
 */
export function beoLineLabel(line: BeoLine): string {
  const modifiers = modifiersText(line.modifiers);
  return [
    line.name,
    line.price_option ? ` (${line.price_option})` : '',
    modifiers ? ` [${modifiers}]` : '',
    line.special_instructions ? ` – ${line.special_instructions}` : '',
  ].join('');
}

function beoItems(beo: Beo): Map<string, Counted> {
  return new Map(
    beo.sections.flatMap((section) =>
      section.lines.map(
        (line) => [line.key, { name: beoLineLabel(line), quantity: line.quantity }] as const,
      ),
    ),
  );
}

function pricingAmount(beo: Beo, kind: 'total'): number | null {
  return beo.pricing.lines.find((line) => line.kind === kind)?.amount ?? null;
}

function ownerChanges(before: Beo['owner'], after: Beo['owner']): DocumentChange[] {
  if ((before?.id ?? null) !== (after?.id ?? null)) {
    return [
      change('owner', 'changed', {
        field: 'name',
        from: before?.name ?? null,
        to: after?.name ?? null,
      }),
    ];
  }
  if (!before || !after) return [];
  const contact = (owner: NonNullable<Beo['owner']>) => ({
    name: owner.name,
    company: owner.company,
    phone: owner.phone,
    email: owner.email,
  });
  return fieldChanges('owner', contact(before), contact(after));
}

/** Service times added to or gone from the timeline. */
function serviceChanges(before: Beo, after: Beo): DocumentChange[] {
  const times = (beo: Beo) =>
    new Set(beo.timeline.filter((entry) => entry.kind === 'service').map((entry) => entry.at));
  const then = times(before);
  const now = times(after);
  return [
    ...[...now]
      .filter((at) => !then.has(at))
      .map((at) => change('timeline', 'added', { field: 'service', to: at })),
    ...[...then]
      .filter((at) => !now.has(at))
      .map((at) => change('timeline', 'removed', { field: 'service', from: at })),
  ];
}

/** What differs between a BEO printed (`before`) and the BEO now (`after`). */
export function beoChanges(before: Beo, after: Beo): DocumentChange[] {
  const lock = (beo: Beo) =>
    beo.timeline.find((entry) => entry.kind === 'pre_order_lock')?.at ?? null;
  const notes = (beo: Beo) => ({
    dietary_restrictions: beo.notes.dietary_restrictions,
    special_requirements: beo.notes.special_requirements,
    pre_order_additional_notes: beo.notes.pre_order_additional_notes,
    order_notes: beo.notes.order_notes.join('\n') || null,
  });
  const equipment = (beo: Beo) =>
    new Map(beo.equipment.map((entry) => [String(entry.id), entry] as const));
  return [
    ...eventChanges(before.event, after.event),
    ...fieldChanges('guests', before.guests, after.guests),
    ...fieldChanges('timeline', { pre_order_lock: lock(before) }, { pre_order_lock: lock(after) }),
    ...serviceChanges(before, after),
    ...countedChanges('item', beoItems(before), beoItems(after)),
    ...fieldChanges('note', notes(before), notes(after)),
    ...countedChanges('equipment', equipment(before), equipment(after)),
    ...ownerChanges(before.owner, after.owner),
    ...fieldChanges(
      'pricing',
      { total: pricingAmount(before, 'total'), balance: before.payments.balance },
      { total: pricingAmount(after, 'total'), balance: after.payments.balance },
    ),
  ];
}
