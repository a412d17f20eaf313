import { describe, expect, it } from 'vitest';
import { defaultOrderOptions } from './location-config.ts';
import {
  applyPauseOrders,
  isPauseOrdersBody,
  missingPauseMessageLanguages,
  ZPauseOrdersRequest,
} from './pause-orders.ts';
import { zodIssueMessage } from '../validation/zod-issues.ts';

const withMessages = (en?: string, fr?: string) => ({
  orders_paused: true,
  order_options: { orders_paused_message: en, localization: { fr: { orders_paused_message: fr } } },
});

describe('pause message rule', () => {
  it('accepts pausing with no message or with both languages', () => {
    expect(missingPauseMessageLanguages({ orders_paused: true })).toEqual([]);
    expect(missingPauseMessageLanguages(withMessages('Closed', 'Fermé'))).toEqual([]);
    expect(missingPauseMessageLanguages(withMessages(' ', ''))).toEqual([]);
  });

  it('names the missing language when only one is given', () => {
    expect(missingPauseMessageLanguages(withMessages('Closed', ' '))).toEqual(['fr']);
    expect(missingPauseMessageLanguages(withMessages(undefined, 'Fermé'))).toEqual(['en']);
  });

  it('does not ask for a message when resuming', () => {
    expect(
      missingPauseMessageLanguages({ ...withMessages('Closed'), orders_paused: false }),
    ).toEqual([]);
  });

  it('is enforced by the request schema on the missing field', () => {
    const result = ZPauseOrdersRequest.safeParse(withMessages('Closed'));
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['order_options', 'localization', 'fr', 'orders_paused_message']);
    expect(zodIssueMessage(issue, 'fr-CA')).toBe('Entrez ce message en anglais et en français.');
    expect(ZPauseOrdersRequest.safeParse({ orders_paused: 'yes' }).success).toBe(false);
  });
});

describe('isPauseOrdersBody', () => {
  it('recognises a body with only orders_paused and order_options', () => {
    expect(isPauseOrdersBody({ orders_paused: true })).toBe(true);
    expect(isPauseOrdersBody(withMessages('a', 'b'))).toBe(true);
    expect(isPauseOrdersBody({ orders_paused: true, name: 'x' })).toBe(false);
    expect(isPauseOrdersBody({ order_options: {} })).toBe(false);
    expect(isPauseOrdersBody(null)).toBe(false);
  });
});

describe('applyPauseOrders', () => {
  const current = {
    ...defaultOrderOptions,
    max_items_per_cart: 10,
    orders_paused_message: 'Old',
    localization: { fr: { orders_paused_message: 'Ancien' } },
  };

  it('replaces the messages sent and keeps the other options', () => {
    const next = applyPauseOrders(
      current,
      ZPauseOrdersRequest.parse(withMessages('New', 'Nouveau')),
    );
    expect(next.orders_paused_message).toBe('New');
    expect(next.localization.fr?.orders_paused_message).toBe('Nouveau');
    expect(next.max_items_per_cart).toBe(10);
    expect(current.localization.fr.orders_paused_message).toBe('Ancien');
  });

  it('clears messages sent empty and keeps those not sent', () => {
    expect(applyPauseOrders(current, { orders_paused: false })).toBe(current);
    const cleared = applyPauseOrders(current, ZPauseOrdersRequest.parse(withMessages('', '')));
    expect(cleared.orders_paused_message).toBeNull();
    expect(cleared.localization.fr?.orders_paused_message).toBeNull();
  });
});
