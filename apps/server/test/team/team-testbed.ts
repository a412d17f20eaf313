import type { TeamMember } from '@app/domain';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * Three locations A, B, C and signed-in actors: a manager and a lead of A and B, an enterprise
 * user of A, B and C, an admin of A only; Team calls as any of them, in either language.
 */
export async function createTeamTestbed(t: TestApp) {
  const { db } = t.database;
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => createLocationFixture(db)));
  const locations = { a: a!.id, b: b!.id, c: c!.id };
  const actors = {
    manager: await createUserFixture(db, {
      role: 'manager',
      locations: [locations.a, locations.b],
    }),
    lead: await createUserFixture(db, { role: 'lead', locations: [locations.a, locations.b] }),
    enterprise: await createUserFixture(db, {
      role: 'enterprise',
      locations: [locations.a, locations.b, locations.c],
    }),
    admin: await createUserFixture(db, { role: 'admin', locations: [locations.a] }),
  };
  const sessions = new Map<string, SignedIn>();
  type Actor = keyof typeof actors;

  async function headersOf(actor: Actor, tenant = locations.a) {
    let session = sessions.get(actor);
    if (!session) {
      session = await signIn(t, actors[actor].email, actors[actor].password);
      sessions.set(actor, session);
    }
    return session.headers(tenant);
  }

  /** One Team call as `actor` at `tenant` (default A), answered in `locale`. */
  async function call(
    actor: Actor,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    options: { tenant?: number; locale?: 'en-CA' | 'fr-CA' } = {},
  ) {
    return t.app.inject({
      method,
      url,
      headers: {
        ...(await headersOf(actor, options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function list(actor: Actor = 'manager', tenant = locations.a): Promise<TeamMember[]> {
    const res = await call(actor, 'GET', '/api/team', undefined, { tenant });
    if (res.statusCode !== 200) throw new Error(`GET /api/team answered ${res.body}`);
    return res.json<TeamMember[]>();
  }

  return { locations, actors, call, list };
}

export type TeamTestbed = Awaited<ReturnType<typeof createTeamTestbed>>;

let counter = 0;
/** An invitation body for a new email at location `a`. */
export function invitation(restaurantIds: number[], overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `invitee-${Date.now()}-${counter}@team.test`,
    name: `Invitee ${counter}`,
    role: 'staff',
    restaurantIds,
    locale: 'en-CA',
    ...overrides,
  };
}
