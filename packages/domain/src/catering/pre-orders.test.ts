import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eventSuiteStatuses, type EventSuiteStatus } from './event-suites.ts';
import { suitePreOrderDraft, ZSuitePreOrderRequest } from './pre-order-page.ts';
import {
  preOrderEmailDay,
  preOrderEmailDue,
  preOrderEmailRefusal,
  preOrderLinkClosed,
  preOrderLinkExpiresAt,
  statusAfterPreOrderEmail,
  type PreOrderEvent,
} from './pre-orders.ts';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);

/** 19:00 Toronto on 2026-12-10 (00:00 UTC the 11th); email 7 days before, lock 3 days before. */
const game: PreOrderEvent = {
  start_date: '2026-12-11T00:00:00.000Z',
  end_date: '2026-12-11T03:00:00.000Z',
  status: 'upcoming',
  order_lock_period_days: 3,
  pre_order_email_days: 7,
};

const ready = {
  status: 'email_scheduled' as EventSuiteStatus,
  owner: { email: 'owner@example.test' },
  menu_count: 2,
  pre_order_email_sent_at: null,
};

describe('the scheduled pre-order email', () => {
  it('is due from the start of its day in the location’s zone until the lock', () => {
    expect(preOrderEmailDay(game, TORONTO)).toBe('2026-12-03');
    // 23:59 on the 2nd in Toronto is 04:59 UTC on the 3rd: not yet.
    expect(preOrderEmailDue(game, at('2026-12-03T04:59:00Z'), TORONTO)).toBe(false);
    expect(preOrderEmailDue(game, at('2026-12-03T05:00:00Z'), TORONTO)).toBe(true);
    // A run missed on the day catches up the days after, until pre-ordering locks.
    expect(preOrderEmailDue(game, at('2026-12-06T12:00:00Z'), TORONTO)).toBe(true);
    expect(preOrderEmailDue(game, at('2026-12-08T00:00:00Z'), TORONTO)).toBe(false);
    expect(
      preOrderEmailDue({ ...game, pre_order_email_days: null }, at('2026-12-06T12:00:00Z')),
    ).toBe(false);
    expect(
      preOrderEmailDue({ ...game, status: 'past_event' }, at('2026-12-04T12:00:00Z'), TORONTO),
    ).toBe(false);
  });
});

describe('preOrderEmailRefusal', () => {
  const now = at('2026-12-04T12:00:00Z');
  it('names the first thing in the way, or nothing', () => {
    expect(preOrderEmailRefusal(ready, game, now, TORONTO)).toBeNull();
    expect(preOrderEmailRefusal({ ...ready, owner: null }, game, now)).toBe(
      'pre_order_email_no_owner',
    );
    expect(preOrderEmailRefusal({ ...ready, owner: { email: null } }, game, now)).toBe(
      'pre_order_email_no_address',
    );
    expect(preOrderEmailRefusal({ ...ready, menu_count: 0 }, game, now)).toBe(
      'pre_order_email_no_menus',
    );
    expect(preOrderEmailRefusal({ ...ready, status: 'completed' }, game, now)).toBe(
      'pre_order_closed',
    );
    expect(preOrderEmailRefusal(ready, game, at('2026-12-11T00:00:00Z'), TORONTO)).toBe(
      'pre_order_closed',
    );
    expect(preOrderEmailRefusal(ready, game, at('2026-12-09T00:00:00Z'), TORONTO)).toBe(
      'pre_order_locked',
    );
  });

  it('allows one email an hour', () => {
    const sent = (iso: string) => ({ ...ready, pre_order_email_sent_at: iso });
    expect(preOrderEmailRefusal(sent('2026-12-04T11:00:01Z'), game, now, TORONTO)).toBe(
      'pre_order_email_already_sent',
    );
    expect(preOrderEmailRefusal(sent('2026-12-04T11:00:00Z'), game, now, TORONTO)).toBeNull();
  });
});

describe('the pre-order link', () => {
  it('expires a day after the event ends (or starts, without an end)', () => {
    expect(preOrderLinkExpiresAt(game).toISOString()).toBe('2026-12-12T03:00:00.000Z');
    expect(preOrderLinkExpiresAt({ ...game, end_date: null }).toISOString()).toBe(
      '2026-12-12T00:00:00.000Z',
    );
  });

  it('closes once the suite is settled or closed, or the event is past', () => {
    const open = { status: 'pending' as EventSuiteStatus, finalized_at: null };
    const before = at('2026-12-10T00:00:00Z');
    expect(preOrderLinkClosed(open, game, before)).toBe(false);
    // Started but not ended: still opens (read-only).
    expect(preOrderLinkClosed(open, game, at('2026-12-11T01:00:00Z'))).toBe(false);
    expect(preOrderLinkClosed(open, game, at('2026-12-11T03:00:00Z'))).toBe(true);
    expect(preOrderLinkClosed({ ...open, finalized_at: before }, game, before)).toBe(true);
    expect(preOrderLinkClosed({ ...open, status: 'cancelled' }, game, before)).toBe(true);
    expect(preOrderLinkClosed(open, { ...game, status: 'past_event' }, before)).toBe(true);
  });
});

describe('the suite’s status after its pre-order email', () => {
  it('moves forward only', () => {
    expect(statusAfterPreOrderEmail('email_scheduled')).toBe('email_sent');
    expect(statusAfterPreOrderEmail('not_configured')).toBe('email_sent');
    expect(statusAfterPreOrderEmail('pending')).toBe('pending');
    const rank = (status: EventSuiteStatus) => eventSuiteStatuses.indexOf(status);
    fc.assert(
      fc.property(fc.constantFrom(...eventSuiteStatuses), (status) => {
        expect(rank(statusAfterPreOrderEmail(status))).toBeGreaterThanOrEqual(rank(status));
      }),
    );
  });
});

describe('suitePreOrderDraft', () => {
  const parties = {
    eventId: 5,
    eventSuiteId: 9,
    owner: { name: 'Priya Sharma', email: 'priya@example.test', phone_number: '416-555-0142' },
  };
  const request = ZSuitePreOrderRequest.parse({
    menu_id: 3,
    items: [{ id: 11, quantity: 2, orderOptions: [{ group_id: 4, value_id: 7 }] }],
    notes: ' Peanut allergy ',
  });
  const card = { token: 'tok_1', brand: 'visa', last4: '4242' };

  it('is an event order of the suite, for its owner, paid by the card on file', () => {
    const draft = suitePreOrderDraft(request, parties, card);
    expect(draft.success).toBe(true);
    expect(draft.data).toMatchObject({
      type: 'event',
      data: {
        config: { menuId: 3, menuManagerEvent: 5, menuManagerEventBEO: 9 },
        items: [{ id: 11, menu_id: 3, quantity: 2, cartIndex: 0 }],
        checkout: {
          pickup: { notes: 'Peanut allergy' },
          contact: { full_name: 'Priya Sharma', email: 'priya@example.test' },
          paymentPreference: 'credit_card',
          creditCard: card,
        },
      },
    });
  });

  it('takes the phone the owner gives over the one on file, and reports the order schema’s limits', () => {
    const phone = ZSuitePreOrderRequest.parse({ ...request, phone_number: '514-555-0100' });
    expect(suitePreOrderDraft(phone, parties, card).data?.data.checkout.contact.phone_number).toBe(
      '514-555-0100',
    );
    const long = { ...parties, owner: { ...parties.owner, email: `${'a'.repeat(40)}@x.test` } };
    const refused = suitePreOrderDraft(request, long, card);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['data', 'checkout', 'contact', 'email']);
  });

  it('refuses an empty cart and notes over 250 characters', () => {
    expect(ZSuitePreOrderRequest.safeParse({ menu_id: 3, items: [] }).success).toBe(false);
    const notes = ZSuitePreOrderRequest.safeParse({ ...request, notes: 'x'.repeat(251) });
    expect(notes.error?.issues[0]?.path).toEqual(['notes']);
  });
});
