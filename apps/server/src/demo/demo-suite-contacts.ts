import { guest } from './demo-order-types.ts';
import { demoSuiteOwners, type DemoOwnerName } from './demo-venue-lists.ts';

/** A suite owner as the contact of their suite's orders. */
export function ownerContact(firstName: DemoOwnerName) {
  const owner = demoSuiteOwners.find((candidate) => candidate.first_name === firstName)!;
  return guest(`${owner.first_name} ${owner.last_name}`, owner.email, owner.phone_number);
}

export const priya = ownerContact('Priya');
export const marc = ownerContact('Marc');
