import type { Announcement } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  announcementBody,
  announcementCount,
  announcementHistory,
  announcementsApi,
  createAnnouncementWorld,
  type AnnouncementWorld,
} from './announcement-fixtures.ts';

/** `GET`, `POST /api/announcements` and `DELETE /api/announcements/{id}`: the Communications tab. */
describe('posting announcements', () => {
  let t: TestApp;
  let w: AnnouncementWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await createAnnouncementWorld(t);
  });
  afterAll(() => t.close());

  it('an enterprise user posts to several locations at once; the list shows it with its counts', async () => {
    const api = announcementsApi(t, w.people.enterprise, w.a);
    const posted = await api.posted(
      announcementBody('Head office', [w.b, w.a, w.b], { ends_on: '2099-12-31' }),
    );
    expect(posted).toMatchObject({
      message: 'Head office: closed Monday',
      localization: { fr: { message: 'Head office : fermé lundi' } },
      restaurantIds: [w.a, w.b].sort((x, y) => x - y),
      restaurant_count: 2,
      ends_on: '2099-12-31',
    });
    expect(Date.now() - Date.parse(posted.created_at)).toBeLessThan(60_000);
    expect(posted.reads).toEqual(
      [w.a, w.b]
        .sort((x, y) => x - y)
        .map((id) => ({ restaurant_id: id, read: 0, staff: w.staffOf[id] })),
    );
    const listed = (await api.list()).json<Announcement[]>();
    expect(listed.find((item) => item.id === posted.id)).toEqual(posted);
    const history = await announcementHistory(t, w.a, posted.id);
    expect(history.map((entry) => [entry.action, entry.user_id !== null])).toEqual([
      ['create', true],
    ]);
    expect(history[0]!.after).toMatchObject({ restaurant_count: 2, message: posted.message });
  });

  it('lists only what the active location posted, newest first', async () => {
    const fromA = announcementsApi(t, w.people.managerAB, w.a);
    const fromB = announcementsApi(t, w.people.managerAB, w.b);
    const first = await fromA.posted(announcementBody('First', [w.a, w.b]));
    const second = await fromA.posted(announcementBody('Second', [w.b]));
    const ofB = await fromB.posted(announcementBody('From B', [w.a]));
    const idsOfA = (await fromA.list()).json<Announcement[]>().map((item) => item.id);
    expect(idsOfA.indexOf(second.id)).toBeLessThan(idsOfA.indexOf(first.id));
    expect(idsOfA).not.toContain(ofB.id);
    expect((await fromB.list()).json<Announcement[]>().map((item) => item.id)).toEqual([ofB.id]);
  });

  it('refuses leads, members and the signed-out, and changes nothing', async () => {
    const before = await announcementCount(t);
    for (const who of [w.people.leadA, w.people.memberA]) {
      const api = announcementsApi(t, who, w.a);
      for (const res of [await api.post(announcementBody('No', [w.a])), await api.list()]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(anonymous.statusCode).toBe(401);
    expect(await announcementCount(t)).toBe(before);
  });

  it('needs the French message, in the caller’s language, and writes nothing', async () => {
    const before = await announcementCount(t);
    const res = await announcementsApi(t, w.people.managerAB, w.a, 'fr-CA').post({
      message: 'Closed Monday',
      restaurantIds: [w.a],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'localization.fr.message': 'Ce champ est requis.' },
    });
    expect(await announcementCount(t)).toBe(before);
  });

  it('needs at least one location', async () => {
    const before = await announcementCount(t);
    for (const [locale, message] of [
      ['en-CA', 'Please select at least one location'],
      ['fr-CA', 'Veuillez sélectionner au moins un établissement'],
    ] as const) {
      const api = announcementsApi(t, w.people.managerAB, w.a, locale);
      const res = await api.post(announcementBody('Nowhere', []));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { restaurantIds: message } });
    }
    expect(await announcementCount(t)).toBe(before);
  });

  it('refuses a location the user does not have, and an end date that has passed', async () => {
    const before = await announcementCount(t);
    const api = announcementsApi(t, w.people.managerAB, w.a);
    const outside = await api.post(announcementBody('Outside', [w.a, w.c]));
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      fields: { restaurantIds: 'Choose a location you have access to.' },
    });
    const ended = await api.post(announcementBody('Past', [w.a], { ends_on: '2020-01-01' }));
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({
      fields: { ends_on: 'Choose a date that has not passed.' },
    });
    const badDate = await api.post(announcementBody('Bad', [w.a], { ends_on: 'tomorrow' }));
    expect(badDate.statusCode).toBe(400);
    expect(await announcementCount(t)).toBe(before);
  });

  it('is declared in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(docs.paths['/api/announcements']).toHaveProperty('post.tags', ['announcements']);
    expect(Object.keys(docs.paths['/api/announcements']!).sort()).toEqual(['get', 'post']);
    expect(docs.paths['/api/announcements/{id}']).toHaveProperty('delete');
    expect(docs.paths['/api/announcements/inbox']).toHaveProperty('get');
    expect(docs.paths['/api/announcements/{id}/read']).toHaveProperty('post');
  });

  it('is deleted only from the location that posted it, with its history', async () => {
    const fromA = announcementsApi(t, w.people.managerAB, w.a);
    const posted = await fromA.posted(announcementBody('Gone soon', [w.a, w.b]));
    const fromAddressed = await announcementsApi(t, w.people.managerAB, w.b).remove(posted.id);
    expect(fromAddressed.statusCode).toBe(404);
    expect(await announcementsApi(t, w.people.leadB, w.b).inboxIds()).toContain(posted.id);

    const byLead = await announcementsApi(t, w.people.leadA, w.a).remove(posted.id);
    expect(byLead.statusCode).toBe(403);

    expect((await fromA.remove(posted.id)).statusCode).toBe(204);
    expect((await fromA.remove(posted.id)).statusCode).toBe(404);
    expect((await fromA.list()).json<Announcement[]>().map((item) => item.id)).not.toContain(
      posted.id,
    );
    expect(await announcementsApi(t, w.people.leadB, w.b).inboxIds()).not.toContain(posted.id);
    const history = await announcementHistory(t, w.a, posted.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(history[1]!.before).toMatchObject({ message: 'Gone soon: closed Monday' });
  });
});
