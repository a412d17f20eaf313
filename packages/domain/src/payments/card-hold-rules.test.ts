import { describe, expect, it } from 'vitest';
import { cardHoldWanted } from './card-hold-rules.ts';

describe('cardHoldWanted', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('holds as-soon-as-possible orders and those due within six days', () => {
    expect(cardHoldWanted(null, now)).toBe(true);
    expect(cardHoldWanted(new Date('2026-03-07T12:00:00Z'), now)).toBe(true);
    expect(cardHoldWanted(new Date('2026-02-27T12:00:00Z'), now)).toBe(true);
  });
  it('keeps only the card on file for orders due later (a hold would lapse)', () => {
    expect(cardHoldWanted(new Date('2026-03-07T12:01:00Z'), now)).toBe(false);
  });
});
