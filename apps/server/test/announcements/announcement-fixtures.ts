import type { Announcement, AnnouncementRequestInput, InboxAnnouncement } from '@app/domain';
import { and, count, eq } from 'drizzle-orm';
import { announcements, changeHistory } from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { callApi } from '../helpers/order-writes.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * Three locations A, B and C and the people around them: an enterprise user of all three (who
 * posts from A), a manager of A and B, leads of A, of B, of both and of C, a member of A, and a
 * disabled account at A (never counted as staff).
 */
export async function createAnnouncementWorld(t: TestApp) {
  const db = t.database.db;
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => createLocationFixture(db)));
  const ids = { a: a!.id, b: b!.id, c: c!.id };
  const person = async (role: string, locations: number[]) => {
    const user = await createUserFixture(db, { role, locations });
    return signIn(t, user.email, user.password);
  };
  await createUserFixture(db, { role: 'lead', locations: [ids.a], disabled: true });
  const people = {
    enterprise: await person('enterprise', [ids.a, ids.b, ids.c]),
    managerAB: await person('manager', [ids.a, ids.b]),
    leadA: await person('lead', [ids.a]),
    leadB: await person('lead', [ids.b]),
    leadAB: await person('lead', [ids.a, ids.b]),
    leadC: await person('lead', [ids.c]),
    memberA: await person('member', [ids.a]),
  };
  return { ...ids, people, staffOf: { [ids.a]: 5, [ids.b]: 4, [ids.c]: 2 } };
}

export type AnnouncementWorld = Awaited<ReturnType<typeof createAnnouncementWorld>>;

type Locale = 'en-CA' | 'fr-CA';

/** The calls of the announcements module as one user at one location. */
export function announcementsApi(t: TestApp, who: SignedIn, tenant?: number, locale?: Locale) {
  const headers = who.headers(tenant);
  return {
    post: (body: AnnouncementRequestInput | Record<string, unknown>) =>
      callApi(t, headers, 'POST', '/api/announcements', { body, locale }),
    list: () => callApi(t, headers, 'GET', '/api/announcements', { locale }),
    remove: (id: number) => callApi(t, headers, 'DELETE', `/api/announcements/${id}`, { locale }),
    inbox: () => callApi(t, headers, 'GET', '/api/announcements/inbox', { locale }),
    dismiss: (id: number) =>
      callApi(t, headers, 'POST', `/api/announcements/${id}/read`, { locale }),
    /** The inbox's ids, expecting 200. */
    async inboxIds(): Promise<number[]> {
      const res = await callApi(t, headers, 'GET', '/api/announcements/inbox', { locale });
      if (res.statusCode !== 200) throw new Error(`inbox: ${res.statusCode} ${res.body}`);
      return res.json<InboxAnnouncement[]>().map((item) => item.id);
    },
    /** Posts and expects 201. */
    async posted(body: AnnouncementRequestInput): Promise<Announcement> {
      const res = await callApi(t, headers, 'POST', '/api/announcements', { body, locale });
      if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
      return res.json<Announcement>();
    },
  };
}

/** A valid body addressed to `restaurantIds`, its text made unique by `label`. */
export function announcementBody(
  label: string,
  restaurantIds: number[],
  extra: Partial<AnnouncementRequestInput> = {},
): AnnouncementRequestInput {
  return {
    message: `${label}: closed Monday`,
    localization: { fr: { message: `${label} : fermé lundi` } },
    restaurantIds,
    ...extra,
  };
}

/** How many announcements exist in the whole database (read outside any tenant). */
export async function announcementCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(announcements);
  return row!.n;
}

/** The change-history entries of one announcement, oldest first. */
export function announcementHistory(t: TestApp, restaurantId: number, id: number) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(
      and(
        eq(changeHistory.restaurant_id, restaurantId),
        eq(changeHistory.entity, 'announcement'),
        eq(changeHistory.entity_id, id),
      ),
    )
    .orderBy(changeHistory.id);
}
