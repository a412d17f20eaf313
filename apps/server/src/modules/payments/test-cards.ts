import { cardDigits } from '@app/domain';

/**
 * How a card behaves at the embedded test gateway, read from its number when it is tokenised
 * (as card processors do in test mode). Any other valid number is approved.
 */
export type TestCardBehaviour = 'approve' | 'decline' | 'preauth_fail';

export const testCards = {
  approves: '4242424242424242',
  declines: '4000000000000002',
  failsPreauthorization: '4000000000000341',
} as const;

const behaviours: Record<string, TestCardBehaviour> = {
  [testCards.declines]: 'decline',
  [testCards.failsPreauthorization]: 'preauth_fail',
};

export function testCardBehaviour(number: string): TestCardBehaviour {
  return behaviours[cardDigits(number)] ?? 'approve';
}

export function isTestCardBehaviour(value: string): value is TestCardBehaviour {
  return value === 'approve' || value === 'decline' || value === 'preauth_fail';
}
