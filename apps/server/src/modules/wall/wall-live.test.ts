import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueWallSchema, wallPostSchema, type WallPost } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { engagementCast } from '../engagement/engagement-test-support';
import { type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, listening, venueSocket, type TestSocket } from '../../test/sockets';
import { apiCall, type BoundApiCall } from '../../test/api-call';

/** The wall over the sockets (docs/rules/communications.md#live-updates): who may follow its topics, pushes, notices, catch-up across a drop. */
describe('social wall, live', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let ada: TestAttendee;
  let bert: TestAttendee;
  let moderator: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    ({ organiser, stranger, event, otherEvent, ada, bert, moderator } = await engagementCast(t));
  });
  afterAll(() => t.close());

  const call: BoundApiCall = (...args) => apiCall(t, ...args);
  const post = async (token: string, body: string) => wallPostSchema.parse((await call('POST', '/venue/wall', token, { body })).json().data);

  async function follows(socket: TestSocket, topic: string): Promise<'subscribed' | 'subscribeRefused'> {
    const answer = socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === topic);
    socket.send({ action: 'subscribe', topic });
    return (await answer).action as 'subscribed' | 'subscribeRefused';
  }

  const pushedPost = (socket: TestSocket, topic: string, holds: (post: WallPost) => boolean) =>
    socket.next((m) => m.action === 'topic' && m.topic === topic && m.event === 'post' && holds(wallPostSchema.parse(m.data))).then((m) => wallPostSchema.parse(m.data));

  it('lets attendees follow their own wall only, and the queue only moderators and the company', async () => {
    const wall = `wall:${event.eventId}`;
    const queue = `wallQueue:${event.eventId}`;
    const adaSocket = await venueSocket(base, ada.token);
    expect(await follows(adaSocket, wall)).toBe('subscribed');
    expect(await follows(adaSocket, queue)).toBe('subscribeRefused');
    expect(await follows(adaSocket, `wall:${otherEvent.eventId}`)).toBe('subscribeRefused');
    const moderatorSocket = await venueSocket(base, moderator.token);
    expect(await follows(moderatorSocket, queue)).toBe('subscribed');
    const organiserSocket = await consoleSocket(base, organiser.token);
    expect(await follows(organiserSocket, queue)).toBe('subscribed');
    expect(await follows(organiserSocket, wall)).toBe('subscribed');
    const strangerSocket = await consoleSocket(base, stranger.token);
    expect(await follows(strangerSocket, queue)).toBe('subscribeRefused');
    expect(await follows(strangerSocket, wall)).toBe('subscribeRefused');
    for (const socket of [adaSocket, moderatorSocket, organiserSocket, strangerSocket]) socket.close();
  });

  it('under pre-moderation pushes a new post to the queue only, and tells the author when it is approved', async () => {
    await call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { wallModeration: 'pre' });
    try {
      const adaSocket = await venueSocket(base, ada.token);
      const bertSocket = await venueSocket(base, bert.token);
      const organiserSocket = await consoleSocket(base, organiser.token);
      await follows(bertSocket, `wall:${event.eventId}`);
      await follows(organiserSocket, `wallQueue:${event.eventId}`);

      const inQueue = pushedPost(organiserSocket, `wallQueue:${event.eventId}`, (p) => p.body === 'Pending hello');
      const onWall = pushedPost(bertSocket, `wall:${event.eventId}`, () => true);
      const pending = await post(ada.token, 'Pending hello');
      expect(await inQueue).toMatchObject({ id: pending.id, status: 'pending', author: { name: 'Ada Quist' } });
      // Everyone else hears only that a post they cannot see changed.
      expect(await onWall).toMatchObject({ id: pending.id, removed: true, body: '' });

      const notice = adaSocket.next((m) => m.action === 'notice' && m.event === 'wallPostModerated');
      const approvedOnWall = pushedPost(bertSocket, `wall:${event.eventId}`, (p) => p.id === pending.id && !p.removed);
      await call('POST', `/wall/${event.eventId}/posts/${pending.id}/moderate`, organiser.token, { decision: 'approve' });
      expect(wallPostSchema.parse((await notice).data)).toMatchObject({ id: pending.id, status: 'approved', mine: true });
      expect(await approvedOnWall).toMatchObject({ body: 'Pending hello', status: 'approved', mine: false });
      for (const socket of [adaSocket, bertSocket, organiserSocket]) socket.close();
    } finally {
      await call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { wallModeration: 'post' });
    }
  });

  it('a socket that drops mid-stream catches up from the last number it saw, missing nothing', async () => {
    const topic = `wall:${event.eventId}`;
    const first = await venueSocket(base, bert.token);
    expect(await follows(first, topic)).toBe('subscribed');
    const heard = pushedPost(first, topic, (p) => p.body === 'Before the drop');
    await post(ada.token, 'Before the drop');
    const lastSeen = (await heard).seq;
    first.socket.terminate();
    await first.closeCode;

    // While the socket is away: two posts, a like and a moderator hiding one of them.
    const during = await post(ada.token, 'During the drop');
    const hiddenOne = await post(moderator.token, 'Gone before you see it');
    await call('POST', `/venue/wall/${during.id}/like`, moderator.token, { liked: true });
    await call('POST', `/wall/${event.eventId}/posts/${hiddenOne.id}/moderate`, organiser.token, { decision: 'hide' });

    const again = await venueSocket(base, bert.token);
    expect(await follows(again, topic)).toBe('subscribed');
    const caughtUp = venueWallSchema.parse((await call('GET', `/venue/wall?after=${lastSeen}`, bert.token)).json().data).posts;
    const latest = new Map(caughtUp.map((p) => [p.id, p]));
    expect(latest.get(during.id)).toMatchObject({ body: 'During the drop', likes: 1, removed: false });
    expect(latest.get(hiddenOne.id)).toMatchObject({ removed: true, body: '' });
    expect(caughtUp.every((p) => p.seq > lastSeen)).toBe(true);

    // And what happens after the catch-up arrives as pushes again.
    const after = pushedPost(again, topic, (p) => p.body === 'After the drop');
    await post(ada.token, 'After the drop');
    expect((await after).seq).toBeGreaterThan(Math.max(...caughtUp.map((p) => p.seq)));
    again.close();
  });
});
