import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallPostSchema, wallPostsSchema, venueWallSchema, type WallPost } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { multipartBody } from '../events/events-test-support';
import { makeJpeg, makePng } from '../files/test-images';
import { apiCall, type BoundApiCall } from '../../test/api-call';

/** The social wall's calls (docs/rules/communications.md#social-wall): posting, likes, moderation, pins, tenancy. */
describe('social wall', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let strangerEvent: { eventId: number; code: string };
  let moderator: TestAttendee;
  let outsider: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    strangerEvent = await publishedEvent(t, stranger.token, { name: 'Stranger Expo' });
    moderator = await signedInAttendee(t, event, { firstName: 'Mia', lastName: 'Moder', role: 'moderator' });
    outsider = await signedInAttendee(t, otherEvent, { firstName: 'Olaf', lastName: 'Out' });
  });
  afterAll(() => t.close());

  const attendee = (firstName = 'Ada', lastName = 'Quist') => signedInAttendee(t, event, { firstName, lastName });

  const call: BoundApiCall = (...args) => apiCall(t, ...args);

  /** POST /api/venue/wall as the venue sends it: multipart text and an optional image. */
  async function post(token: string, body: string, image?: { content: Buffer | string; filename?: string; type?: string }, lang = 'en') {
    const form = await multipartBody({ body, ...(image && { image: { filename: image.filename ?? 'photo.png', content: image.content, type: image.type ?? 'image/png' } }) });
    return t.app.inject({ method: 'POST', url: '/api/venue/wall', headers: { ...bearer(token), ...form.headers, 'accept-language': lang }, payload: form.payload });
  }

  const venueWall = async (token: string, after = 0) => venueWallSchema.parse((await call('GET', `/venue/wall?after=${after}`, token)).json().data);
  const consoleWall = async (eventId = event.eventId, after = 0) => wallPostsSchema.parse((await call('GET', `/wall/${eventId}/posts?after=${after}`, organiser.token)).json().data);
  const setModeration = (wallModeration: 'pre' | 'post', eventId = event.eventId) => call('POST', `/engagementSettings/${eventId}`, organiser.token, { wallModeration });

  it('posts text at once under post-moderation; everyone sees it, the author as theirs', async () => {
    const ada = await attendee();
    const bert = await attendee('Bert', 'Lund');
    const res = await post(ada.token, '  Hello from the stage!  ');
    expect(res.statusCode, res.body).toBe(200);
    const mine = wallPostSchema.parse(res.json().data);
    expect(mine).toMatchObject({ status: 'approved', removed: false, body: 'Hello from the stage!', imageUrl: null, mine: true, liked: false, likes: 0, author: { name: 'Ada Quist', photoUrl: null } });
    const seen = (await venueWall(bert.token)).posts.find((p) => p.id === mine.id);
    expect(seen).toMatchObject({ body: 'Hello from the stage!', mine: false });
    const wall = await venueWall(bert.token);
    expect(wall).toMatchObject({ eventId: event.eventId, moderation: 'post', moderator: false });
  });

  it('lets authors delete their own posts for everyone, image included, and no one else', async () => {
    const ada = await attendee();
    const bert = await attendee('Bert', 'Lund');
    const mine = wallPostSchema.parse((await post(ada.token, 'Oops, wrong wall', { content: makePng(600, 600) })).json().data);
    const before = (await venueWall(bert.token)).posts;
    expect(before.map((p) => p.id)).toContain(mine.id);

    expect((await call('POST', `/venue/wall/${mine.id}/delete`, bert.token)).statusCode).toBe(404);
    expect((await call('POST', `/venue/wall/${mine.id}/delete`, moderator.token)).statusCode).toBe(404);
    expect((await call('POST', `/venue/wall/${mine.id}/delete`, outsider.token)).statusCode).toBe(404);
    expect((await call('POST', `/venue/wall/${mine.id}/delete`, organiser.token)).statusCode).toBe(401);

    const deleted = await call('POST', `/venue/wall/${mine.id}/delete`, ada.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(wallPostSchema.parse(deleted.json().data)).toMatchObject({ id: mine.id, removed: true, mine: true, body: '' });
    // Gone from every first load; followers catching up learn it was removed.
    expect((await venueWall(bert.token)).posts.map((p) => p.id)).not.toContain(mine.id);
    expect((await venueWall(ada.token)).posts.map((p) => p.id)).not.toContain(mine.id);
    expect((await consoleWall()).posts.map((p) => p.id)).not.toContain(mine.id);
    const caughtUp = (await venueWall(bert.token, mine.seq)).posts.find((p) => p.id === mine.id);
    expect(caughtUp).toMatchObject({ removed: true, body: '' });
    expect((await consoleWall(event.eventId, mine.seq)).posts.find((p) => p.id === mine.id)).toMatchObject({ removed: true });
    expect((await t.app.inject({ method: 'GET', url: mine.imageUrl! })).statusCode).toBe(404);
    // Deleted once is deleted: a second delete finds nothing.
    expect((await call('POST', `/venue/wall/${mine.id}/delete`, ada.token)).statusCode).toBe(404);
  });

  it('stores an image checked by content, re-encoded, and refuses a file that is no image or too large', async () => {
    const ada = await attendee();
    const jpeg = await makeJpeg(900, 400, { exif: { ImageDescription: 'secret place' } });
    const res = await post(ada.token, 'With a picture', { content: jpeg, filename: 'holiday.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = wallPostSchema.parse(res.json().data);
    expect(imageUrl).toMatch(/^\/api\/files\/[\w-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl! });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 900, height: 400 });
    expect(metadata.exif).toBeUndefined();

    const text = await post(ada.token, 'Not an image', { content: '<svg onload="alert(1)"></svg>', filename: 'x.png' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields).toEqual({ file: 'validation.invalid_file_format' });
    const big = await post(ada.token, 'Too big', { content: makePng(500, 500, { padTo: 2 * 1024 * 1024 }) }, 'de');
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ message: 'Ungültige Dateigröße', fields: { file: 'validation.invalid_file_size' } });
  });

  it('refuses empty, too long and control-character text next to the field', async () => {
    const ada = await attendee();
    const empty = await post(ada.token, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'validation.required' });
    const long = await post(ada.token, 'x'.repeat(501));
    expect(long.json().error.fields).toEqual({ body: 'validation.max_500' });
    const control = await call('POST', '/venue/wall', ada.token, { body: 'bell\u0007' });
    expect(control.statusCode).toBe(400);
    const json = await call('POST', '/venue/wall', ada.token, { body: 'Sent as JSON, without an image' });
    expect(json.statusCode, json.body).toBe(200);
  });

  it('holds posts for approval under pre-moderation: the author sees theirs pending, others do not, moderators do', async () => {
    await setModeration('pre');
    try {
      const ada = await attendee();
      const bert = await attendee('Bert', 'Lund');
      const pending = wallPostSchema.parse((await post(ada.token, 'Wait for me')).json().data);
      expect(pending).toMatchObject({ status: 'pending', mine: true, removed: false });
      expect((await venueWall(ada.token)).posts.map((p) => p.id)).toContain(pending.id);
      expect((await venueWall(bert.token)).posts.map((p) => p.id)).not.toContain(pending.id);
      // Catching up, another attendee learns only that something they do not hold changed.
      const changed = (await venueWall(bert.token, pending.seq - 1)).posts.find((p) => p.id === pending.id);
      expect(changed).toMatchObject({ removed: true, body: '', author: null, imageUrl: null });
      expect((await consoleWall()).posts.find((p) => p.id === pending.id)).toMatchObject({ status: 'pending', body: 'Wait for me' });
      const queue = wallPostsSchema.parse((await call('GET', '/venue/wall/queue', moderator.token)).json().data);
      expect(queue.posts.find((p) => p.id === pending.id)).toMatchObject({ status: 'pending' });

      const approved = await call('POST', `/venue/wall/${pending.id}/moderate`, moderator.token, { decision: 'approve' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ status: 'approved' });
      expect((await venueWall(bert.token)).posts.find((p) => p.id === pending.id)).toMatchObject({ status: 'approved', body: 'Wait for me' });
    } finally {
      await setModeration('post');
    }
  });

  it('rejects and hides: the post leaves the wall, its author still sees it with its status', async () => {
    const ada = await attendee();
    const bert = await attendee('Bert', 'Lund');
    const posted = wallPostSchema.parse((await post(ada.token, 'Hide me')).json().data);
    const hidden = await call('POST', `/wall/${event.eventId}/posts/${posted.id}/moderate`, organiser.token, { decision: 'hide' });
    expect(hidden.json().data).toMatchObject({ status: 'hidden' });
    expect((await venueWall(bert.token)).posts.map((p) => p.id)).not.toContain(posted.id);
    expect((await venueWall(ada.token)).posts.find((p) => p.id === posted.id)).toMatchObject({ status: 'hidden', mine: true, removed: false });
    const back = await call('POST', `/wall/${event.eventId}/posts/${posted.id}/moderate`, organiser.token, { decision: 'approve' });
    expect(back.json().data).toMatchObject({ status: 'approved' });
    const rejected = await call('POST', `/wall/${event.eventId}/posts/${posted.id}/moderate`, organiser.token, { decision: 'reject' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });
    const bad = await call('POST', `/wall/${event.eventId}/posts/${posted.id}/moderate`, organiser.token, { decision: 'delete' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts one like per attendee, takes it back, and refuses likes of posts not on the wall', async () => {
    const ada = await attendee();
    const bert = await attendee('Bert', 'Lund');
    const posted = wallPostSchema.parse((await post(ada.token, 'Like me')).json().data);
    const like = (token: string, liked: boolean, postId = posted.id) => call('POST', `/venue/wall/${postId}/like`, token, { liked });
    expect((await like(bert.token, true)).json().data).toMatchObject({ likes: 1, liked: true });
    expect((await like(bert.token, true)).json().data).toMatchObject({ likes: 1, liked: true });
    expect((await like(ada.token, true)).json().data).toMatchObject({ likes: 2, liked: true });
    expect((await like(bert.token, false)).json().data).toMatchObject({ likes: 1, liked: false });
    expect((await venueWall(ada.token)).posts.find((p) => p.id === posted.id)).toMatchObject({ likes: 1, liked: true });
    expect((await like(bert.token, 'yes' as unknown as boolean)).statusCode).toBe(400);
    await call('POST', `/wall/${event.eventId}/posts/${posted.id}/moderate`, organiser.token, { decision: 'hide' });
    expect((await like(bert.token, true)).statusCode).toBe(404);
    expect((await like(bert.token, true, 999_999)).statusCode).toBe(404);
  });

  it('pins a post to the top for organisers only', async () => {
    const ada = await attendee();
    const posted = wallPostSchema.parse((await post(ada.token, 'Pin me')).json().data);
    const pinned = await call('POST', `/wall/${event.eventId}/posts/${posted.id}/pin`, organiser.token, { pinned: true });
    expect(pinned.json().data).toMatchObject({ pinned: true });
    expect((await venueWall(ada.token)).posts.find((p) => p.id === posted.id)).toMatchObject({ pinned: true });
    expect((await call('POST', `/wall/${event.eventId}/posts/${posted.id}/pin`, stranger.token, { pinned: false })).statusCode).toBe(404);
    expect((await call('POST', `/wall/${event.eventId}/posts/${posted.id}/pin`, ada.token, { pinned: false })).statusCode).toBe(401);
  });

  it("refuses other companies' events, other events' posts, and attendees' moderator actions", async () => {
    const ada = await attendee();
    const posted = wallPostSchema.parse((await post(ada.token, 'Mine to keep')).json().data);
    // Another company's organiser: 404 for the event, exactly like a missing one.
    const theirs = await call('GET', `/wall/${event.eventId}/posts`, stranger.token);
    const missing = await call('GET', '/wall/999999/posts', stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await call('POST', `/wall/${event.eventId}/posts/${posted.id}/moderate`, stranger.token, { decision: 'hide' })).statusCode).toBe(404);
    // The post through another event of the same company: 404.
    expect((await call('POST', `/wall/${otherEvent.eventId}/posts/${posted.id}/moderate`, organiser.token, { decision: 'hide' })).statusCode).toBe(404);
    expect((await call('POST', `/wall/${otherEvent.eventId}/posts/${posted.id}/pin`, organiser.token, { pinned: true })).statusCode).toBe(404);
    expect((await consoleWall(otherEvent.eventId)).posts.map((p) => p.id)).not.toContain(posted.id);
    expect((await call('GET', `/wall/${strangerEvent.eventId}/posts`, organiser.token)).statusCode).toBe(404);
    // An attendee of another event: the post is not theirs to see, like or moderate.
    expect((await venueWall(outsider.token)).posts.map((p) => p.id)).not.toContain(posted.id);
    expect((await call('POST', `/venue/wall/${posted.id}/like`, outsider.token, { liked: true })).statusCode).toBe(404);
    // An attendee who does not moderate: 403 for the moderators' calls.
    expect((await call('GET', '/venue/wall/queue', ada.token)).statusCode).toBe(403);
    expect((await call('POST', `/venue/wall/${posted.id}/moderate`, ada.token, { decision: 'hide' })).statusCode).toBe(403);
    // A moderator of another event cannot reach this event's post.
    const otherModerator = await signedInAttendee(t, otherEvent, { role: 'moderator' });
    expect((await call('POST', `/venue/wall/${posted.id}/moderate`, otherModerator.token, { decision: 'hide' })).statusCode).toBe(404);
    // Tokens of the wrong kind.
    expect((await call('GET', '/venue/wall', organiser.token)).statusCode).toBe(401);
    expect((await call('GET', `/wall/${event.eventId}/posts`, ada.token)).statusCode).toBe(401);
    expect((await call('GET', '/wall/abc/posts', organiser.token)).statusCode).toBe(400);
    expect((await call('GET', '/venue/wall?after=-1', ada.token)).statusCode).toBe(400);
  });

  it('refuses muted and banned attendees in their language, and limits posts per account', async () => {
    const ada = await attendee();
    await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'mute' });
    const muted = await post(ada.token, 'Can I?', undefined, 'de');
    expect(muted.statusCode).toBe(403);
    expect(muted.json().error.code).toBe('engagement_muted');
    expect((await call('GET', '/venue/wall', ada.token)).statusCode).toBe(200);
    await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'ban' });
    expect((await call('GET', '/venue/wall', ada.token)).statusCode).toBe(403);

    const bert = await attendee('Bert', 'Lund');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(bert.token, `Post ${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('catches up after a number: every change after it, oldest first, removed ones marked', async () => {
    const ada = await attendee();
    const first = wallPostSchema.parse((await post(ada.token, 'One')).json().data);
    const second = wallPostSchema.parse((await post(ada.token, 'Two')).json().data);
    await call('POST', `/wall/${event.eventId}/posts/${first.id}/moderate`, organiser.token, { decision: 'hide' });
    const bert = await attendee('Bert', 'Lund');
    const changes: WallPost[] = (await venueWall(bert.token, first.seq)).posts;
    expect(changes.map((p) => p.seq)).toEqual([...changes.map((p) => p.seq)].sort((a, b) => a - b));
    expect(changes.find((p) => p.id === second.id)).toMatchObject({ body: 'Two', removed: false });
    expect(changes.find((p) => p.id === first.id)).toMatchObject({ removed: true });
    expect(changes.every((p) => p.seq > first.seq)).toBe(true);
  });
});
