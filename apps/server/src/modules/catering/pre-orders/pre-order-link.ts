import {
  preOrderLinkExpiresAt,
  SUITE_PRE_ORDER_LINK_PURPOSE,
  type PreOrderEvent,
} from '@app/domain';
import type { AppContext } from '../../../context/app-context.ts';
import { openLink, signLink, type LinkClaims } from '../../../lib/signed-links.ts';

/**
 * The address of a suite's pre-order page (`/pre-order/{token}`, outside the staff app): a
 * signed link for the event suite, valid until a day after its event ends (at least a minute,
 * so a link is never born expired).
 */
export async function suitePreOrderLink(
  app: Pick<AppContext, 'keys' | 'config'>,
  suite: {
    restaurantId: number;
    eventSuiteId: number;
    event: Pick<PreOrderEvent, 'start_date' | 'end_date'>;
  },
  now: Date = new Date(),
): Promise<string> {
  const lifetime = Math.max(
    60,
    Math.floor((preOrderLinkExpiresAt(suite.event).getTime() - now.getTime()) / 1000),
  );
  const token = await signLink(
    app.keys,
    {
      purpose: SUITE_PRE_ORDER_LINK_PURPOSE,
      restaurantId: suite.restaurantId,
      objectId: suite.eventSuiteId,
    },
    lifetime,
  );
  return `${app.config.publicUrl}/pre-order/${token}`;
}

/** The location and event suite a pre-order token names; 404 for anything else (signed-links.ts). */
export function openSuitePreOrderLink(
  app: Pick<AppContext, 'keys'>,
  token: string,
): Promise<LinkClaims> {
  return openLink(app.keys, token, SUITE_PRE_ORDER_LINK_PURPOSE);
}
