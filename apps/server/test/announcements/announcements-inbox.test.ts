import type { Announcement, InboxAnnouncement } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementReads, announcements } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  announcementBody,
  announcementsApi,
  createAnnouncementWorld,
  type AnnouncementWorld,
} from './announcement-fixtures.ts';

/** `GET /api/announcements/inbox` and `POST /api/announcements/{id}/read`: the shell's announcements. */
describe('announcements in the shell', () => {
  let t: TestApp;
  let w: AnnouncementWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await createAnnouncementWorld(t);
  });
  afterAll(() => t.close());

  const postToAB = (label: string, extra = {}) =>
    announcementsApi(t, w.people.enterprise, w.a).posted(
      announcementBody(label, [w.a, w.b], extra),
    );

  it('reaches the staff of the addressed locations only, in both languages', async () => {
    const posted = await postToAB('Both');
    const inboxOfB = await announcementsApi(t, w.people.leadB, w.b, 'fr-CA').inbox();
    expect(inboxOfB.statusCode).toBe(200);
    expect(inboxOfB.json<InboxAnnouncement[]>()).toContainEqual({
      id: posted.id,
      message: 'Both: closed Monday',
      localization: { fr: { message: 'Both : fermé lundi' } },
      created_at: posted.created_at,
      ends_on: null,
    });
    for (const who of [w.people.leadA, w.people.memberA]) {
      expect(await announcementsApi(t, who, w.a).inboxIds()).toContain(posted.id);
    }
    expect(await announcementsApi(t, w.people.leadC, w.c).inboxIds()).not.toContain(posted.id);
    // The enterprise user sees it at A and B, not while working at C.
    expect(await announcementsApi(t, w.people.enterprise, w.c).inboxIds()).not.toContain(posted.id);
  });

  it('cannot be read or dismissed from a location it is not addressed to', async () => {
    const posted = await postToAB('Not for C');
    const atC = announcementsApi(t, w.people.leadC, w.c);
    expect((await atC.dismiss(posted.id)).statusCode).toBe(404);
    const asA = await announcementsApi(t, w.people.leadC, w.a).inbox();
    expect(asA.statusCode).toBe(403);
    expect(asA.json()).toMatchObject({ code: 'tenant_not_recognized' });
    const reads = await t.database.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcement_id, posted.id));
    expect(reads).toEqual([]);
  });

  it('lists the newest first', async () => {
    const older = await postToAB('Older');
    const newer = await postToAB('Newer');
    const ids = await announcementsApi(t, w.people.leadB, w.b).inboxIds();
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
  });

  it('shows an announcement through its last day, then no more', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
      new Date(),
    );
    const posted = await postToAB('Ending', { ends_on: today });
    const leadA = announcementsApi(t, w.people.leadA, w.a);
    expect(await leadA.inboxIds()).toContain(posted.id);
    await t.database.db
      .update(announcements)
      .set({ ends_on: '2020-01-01' })
      .where(eq(announcements.id, posted.id));
    expect(await leadA.inboxIds()).not.toContain(posted.id);
  });

  it('is dismissed per user, once, at every location of that user', async () => {
    const posted = await postToAB('Dismiss me');
    const leadA = announcementsApi(t, w.people.leadA, w.a);
    expect((await leadA.dismiss(posted.id)).statusCode).toBe(204);
    expect((await leadA.dismiss(posted.id)).statusCode).toBe(204);
    expect(await leadA.inboxIds()).not.toContain(posted.id);
    expect(await announcementsApi(t, w.people.memberA, w.a).inboxIds()).toContain(posted.id);

    const leadABatA = announcementsApi(t, w.people.leadAB, w.a);
    const leadABatB = announcementsApi(t, w.people.leadAB, w.b);
    expect(await leadABatB.inboxIds()).toContain(posted.id);
    expect((await leadABatA.dismiss(posted.id)).statusCode).toBe(204);
    expect(await leadABatB.inboxIds()).not.toContain(posted.id);
    expect((await leadABatB.dismiss(posted.id)).statusCode).toBe(204);

    const reads = await t.database.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcement_id, posted.id));
    expect(reads).toHaveLength(2);
  });

  it('tells its author how many of each location’s staff have read it', async () => {
    const posted = await postToAB('Counted');
    await announcementsApi(t, w.people.leadA, w.a).dismiss(posted.id);
    await announcementsApi(t, w.people.leadAB, w.b).dismiss(posted.id);
    await announcementsApi(t, w.people.leadB, w.b).dismiss(posted.id);
    const listed = await announcementsApi(t, w.people.enterprise, w.a).list();
    const counted = listed.json<Announcement[]>().find((item) => item.id === posted.id);
    // A: lead of A and lead of A and B (5 staff); B: both leads of B (4 staff).
    expect(counted?.reads).toEqual(
      [
        { restaurant_id: w.a, read: 2, staff: 5 },
        { restaurant_id: w.b, read: 2, staff: 4 },
      ].sort((x, y) => x.restaurant_id - y.restaurant_id),
    );
  });

  it('answers the signed-out with 401 and an unknown announcement with 404', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/announcements/inbox' });
    expect(anonymous.statusCode).toBe(401);
    expect((await announcementsApi(t, w.people.leadA, w.a).dismiss(999_999)).statusCode).toBe(404);
  });
});
