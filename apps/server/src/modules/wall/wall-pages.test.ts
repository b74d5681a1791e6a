import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALL_FIRST_LOAD, venueWallSchema, wallPostsSchema } from '@aula/shared';
import { wallPosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';

type Seed = { body: string; status?: 'approved' | 'pending' | 'hidden'; author?: number | null; pinned?: boolean };

/** The wall beyond its first load: older posts page by page, as each viewer may see them. */
describe('social wall pages', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let ada: TestAttendee;
  let bert: TestAttendee;
  const ids = new Map<string, number>();

  /** Posts straight into the database, oldest first: the wall's paging is what is tested, not posting. */
  async function seed(posts: Seed[]): Promise<void> {
    for (const [index, post] of posts.entries()) {
      const [row] = await t.database.db
        .insert(wallPosts)
        .values({ eventId: event.eventId, authorAccountId: post.author ?? null, body: post.body, status: post.status ?? 'approved', pinned: post.pinned ?? false, seq: index + 1 })
        .returning({ id: wallPosts.id });
      ids.set(post.body, row!.id);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    bert = await signedInAttendee(t, event, { firstName: 'Bert', lastName: 'Lund' });
    const older = Array.from({ length: WALL_FIRST_LOAD + 30 }, (_, i): Seed => ({ body: `post ${i + 1}` }));
    older[2] = { body: 'post 3', pinned: true };
    older[5] = { body: 'post 6', status: 'pending', author: ada.accountId };
    older[8] = { body: 'post 9', status: 'hidden' };
    await seed(older);
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as unknown;
  };
  const bodies = (posts: { body: string }[]) => posts.map((post) => post.body);

  it('answers the newest page with the pinned post whatever its age, and where the older posts start', async () => {
    const first = venueWallSchema.parse(await get('/venue/wall', bert.token));
    expect(bodies(first.posts)).toContain('post 130');
    expect(bodies(first.posts)).toContain('post 3');
    expect(bodies(first.posts)).not.toContain('post 30');
    expect(first.olderBefore).toBe(ids.get('post 31'));

    const older = venueWallSchema.parse(await get(`/venue/wall?before=${first.olderBefore}`, bert.token));
    // Everything an attendee sees before post 31, newest first; neither the hidden post nor another's pending one.
    expect(bodies(older.posts)).toEqual(Array.from({ length: 30 }, (_, i) => `post ${30 - i}`).filter((body) => body !== 'post 9' && body !== 'post 6'));
    expect(older.olderBefore).toBeNull();
  });

  it("shows its author their own pending post in the older pages, and moderators every post", async () => {
    const { olderBefore } = venueWallSchema.parse(await get('/venue/wall', ada.token));
    const older = venueWallSchema.parse(await get(`/venue/wall?before=${olderBefore}`, ada.token));
    expect(older.posts.find((post) => post.body === 'post 6')).toMatchObject({ status: 'pending', mine: true });

    const consoleFirst = wallPostsSchema.parse(await get(`/wall/${event.eventId}/posts`, organiser.token));
    const consoleOlder = wallPostsSchema.parse(await get(`/wall/${event.eventId}/posts?before=${consoleFirst.olderBefore}`, organiser.token));
    expect(bodies(consoleOlder.posts)).toHaveLength(30);
    expect(consoleOlder.posts.find((post) => post.body === 'post 9')).toMatchObject({ status: 'hidden' });
  });

  it('keeps catch-ups apart from pages, and refuses a bad cursor', async () => {
    expect(venueWallSchema.parse(await get('/venue/wall?after=5', bert.token)).olderBefore).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/api/venue/wall?before=0', headers: bearer(bert.token) });
    expect(bad.statusCode).toBe(400);
    const stranger = await signedInUser(t);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/wall/${event.eventId}/posts?before=5`, headers: bearer(stranger.token) });
    expect(foreign.statusCode).toBe(404);
  });
});
