import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { agendaSessions } from '../../db/schema';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, listening, venueSocket, type TestSocket } from '../../test/sockets';
import { roomsClient } from '../rooms/rooms-test-support';
import { apiCall, type BoundApiCall } from '../../test/api-call';

type VenueQuestions = { questions: Question[]; mine: number[]; voted: number[] };

/** Q&A (docs/rules/communications.md#questions-and-answers): asking, upvoting, the moderation queue, pins, who may see what, and the live pushes. */
describe('Q&A', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let roomId: number;
  let otherRoomId: number;
  let hiddenRoomId: number;
  let foreignRoomId: number;
  let ada: TestAttendee;
  let bert: TestAttendee;
  let mia: TestAttendee;
  let outsider: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    const rooms = roomsClient(t, organiser.token);
    roomId = await rooms.createRoom(event.eventId);
    otherRoomId = await rooms.createRoom(event.eventId, { nameEn: 'Hall B' });
    hiddenRoomId = await rooms.createRoom(event.eventId, { visible: false });
    foreignRoomId = await rooms.createRoom(otherEvent.eventId);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    bert = await signedInAttendee(t, event, { firstName: 'Bert', lastName: 'Lund' });
    mia = await signedInAttendee(t, event, { firstName: 'Mia', lastName: 'Moder', role: 'moderator' });
    outsider = await signedInAttendee(t, otherEvent);
  });
  afterAll(() => t.close());

  const call: BoundApiCall = (...args) => apiCall(t, ...args);
  const ask = (who: TestAttendee, body: object, room = roomId) => call('POST', `/venue/qna/${room}/ask`, who.token, body);
  const asked = async (who: TestAttendee, text: string, extra: object = {}): Promise<Question> => {
    const res = await ask(who, { body: text, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Question;
  };
  const venueList = async (who: TestAttendee, after = 0, room = roomId): Promise<VenueQuestions> => {
    const res = await call('GET', `/venue/qna/${room}/after/${after}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as VenueQuestions;
  };
  const consoleList = async (after = 0, room = roomId): Promise<Question[]> => {
    const res = await call('GET', `/qna/${event.eventId}/${room}/after/${after}`, organiser.token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { questions: Question[] }).questions;
  };
  const moderate = (questionId: number, action: string, token = organiser.token, eventId = event.eventId) =>
    call('POST', `/qna/${eventId}/question/${questionId}/moderate`, token, { action });
  const setModeration = (mode: 'pre' | 'post') => call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { qnaModeration: mode });
  const subscribe = async (socket: TestSocket, topic: string) => {
    socket.send({ action: 'subscribe', topic });
    return (await socket.next((m) => m.topic === topic && (m.action === 'subscribed' || m.action === 'subscribeRefused'))).action;
  };
  const questionPush = (socket: TestSocket, topic: string, holds: (question: Question) => boolean) =>
    socket.next((m) => m.action === 'topic' && m.topic === topic && m.event === 'question' && holds((m.data as { question: Question }).question)).then(
      (m) => (m.data as { question: Question }).question,
    );

  it('keeps a pre-moderated question in the queue: the asker sees it waiting, other attendees do not, moderators see who asked', async () => {
    const question = await asked(ada, '  How do the breakout rooms work?  ');
    expect(question).toMatchObject({ body: 'How do the breakout rooms work?', status: 'pending', visible: true, authorName: 'Ada Quist', roomId });

    const own = await venueList(ada);
    expect(own.questions.map((q) => q.id)).toContain(question.id);
    expect(own.mine).toContain(question.id);
    expect((await venueList(bert)).questions.map((q) => q.id)).not.toContain(question.id);
    const modView = (await venueList(mia)).questions.find((q) => q.id === question.id);
    expect(modView).toMatchObject({ status: 'pending', authorName: 'Ada Quist' });
    expect((await consoleList()).find((q) => q.id === question.id)).toMatchObject({ status: 'pending', authorName: 'Ada Quist' });
  });

  it('approves live: the room hears the question, the asker gets a notice, the anonymous asker stays unnamed to attendees', async () => {
    const question = await asked(bert, 'Will the slides be shared?', { anonymous: true });
    const bertSocket = await venueSocket(base, bert.token);
    const adaSocket = await venueSocket(base, ada.token);
    const watcher = await consoleSocket(base, organiser.token);
    expect(await subscribe(adaSocket, `qna:${roomId}`)).toBe('subscribed');
    expect(await subscribe(watcher, `qnaQueue:${roomId}`)).toBe('subscribed');

    const roomHears = questionPush(adaSocket, `qna:${roomId}`, (q) => q.id === question.id);
    const queueHears = questionPush(watcher, `qnaQueue:${roomId}`, (q) => q.id === question.id);
    const notice = bertSocket.next((m) => m.action === 'notice' && m.event === 'qnaQuestion');
    const res = await moderate(question.id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', authorName: 'Bert Lund', anonymous: true });

    expect(await roomHears).toMatchObject({ status: 'approved', visible: true, authorName: null, anonymous: true, body: 'Will the slides be shared?' });
    expect(await queueHears).toMatchObject({ status: 'approved', authorName: 'Bert Lund' });
    expect(((await notice).data as { question: Question }).question).toMatchObject({ id: question.id, status: 'approved' });
    expect((await venueList(ada)).questions.find((q) => q.id === question.id)).toMatchObject({ authorName: null, visible: true });

    // Approving again finds it approved: nothing changes, nothing is pushed.
    expect((await moderate(question.id, 'approve')).json().data.seq).toBe(res.json().data.seq);
    for (const socket of [bertSocket, adaSocket, watcher]) socket.close();
  });

  it('publishes at once when the event post-moderates', async () => {
    expect((await setModeration('post')).statusCode).toBe(200);
    const question = await asked(mia, 'Is there a recording?');
    expect(question.status).toBe('approved');
    expect((await venueList(bert)).questions.map((q) => q.id)).toContain(question.id);
    await setModeration('pre');
  });

  it('counts one upvote per attendee, even when many arrive at once, and takes it back', async () => {
    await setModeration('post');
    const question = await asked(ada, 'Which tools do you use?');
    await setModeration('pre');
    const votes = await Promise.all(Array.from({ length: 12 }, () => call('POST', `/venue/qna/question/${question.id}/vote`, bert.token, { up: true })));
    expect(votes.every((res) => res.statusCode === 200)).toBe(true);
    await Promise.all([mia, ada].map((who) => call('POST', `/venue/qna/question/${question.id}/vote`, who.token, { up: true })));
    expect((await consoleList()).find((q) => q.id === question.id)?.upvotes).toBe(3);
    const bertView = await venueList(bert);
    expect(bertView.voted).toContain(question.id);

    const back = await call('POST', `/venue/qna/question/${question.id}/vote`, bert.token, { up: false });
    expect(back.json().data).toMatchObject({ voted: false, question: { upvotes: 2 } });
    expect((await call('POST', `/venue/qna/question/${question.id}/vote`, bert.token, { up: false })).json().data.question.upvotes).toBe(2);
    expect((await call('POST', `/venue/qna/question/${question.id}/vote`, bert.token, { up: 'yes' })).statusCode).toBe(400);
    expect((await call('POST', `/venue/qna/question/${question.id}/vote`, outsider.token, { up: true })).statusCode).toBe(404);

    const waiting = await asked(bert, 'A question nobody approved yet?');
    expect((await call('POST', `/venue/qna/question/${waiting.id}/vote`, ada.token, { up: true })).statusCode).toBe(404);
  });

  it('pins one question per room: pinning another unpins the first, also when two moderators pin at once', async () => {
    await setModeration('post');
    const first = await asked(bert, 'First to answer?');
    const second = await asked(mia, 'Second to answer?');
    const third = await asked(ada, 'Third to answer?');
    await setModeration('pre');
    expect((await moderate(first.id, 'pin')).json().data).toMatchObject({ pinned: true });
    const pinnedSecond = await call('POST', `/venue/qna/question/${second.id}/moderate`, mia.token, { action: 'pin' });
    expect(pinnedSecond.json().data).toMatchObject({ pinned: true, status: 'approved' });
    const pinnedNow = (await consoleList()).filter((q) => q.pinned).map((q) => q.id);
    expect(pinnedNow).toEqual([second.id]);

    await Promise.all([moderate(first.id, 'pin'), moderate(third.id, 'pin')]);
    expect((await consoleList()).filter((q) => q.pinned)).toHaveLength(1);

    const answered = await moderate(third.id, 'answer');
    expect(answered.json().data).toMatchObject({ status: 'answered', pinned: false });
    const archived = await moderate(first.id, 'archive');
    expect(archived.json().data).toMatchObject({ status: 'archived', pinned: false });
    const seen = await venueList(ada);
    expect(seen.questions.find((q) => q.id === third.id)).toMatchObject({ status: 'answered', visible: true });
    expect(seen.questions.map((q) => q.id)).not.toContain(first.id);
    const reopened = await moderate(first.id, 'reopen');
    expect(reopened.json().data).toMatchObject({ status: 'approved' });
  });

  it('rejects: the asker learns it was not published, nobody else ever saw it', async () => {
    const question = await asked(ada, 'Can I sell something here?');
    const adaSocket = await venueSocket(base, ada.token);
    const notice = adaSocket.next((m) => m.action === 'notice' && m.event === 'qnaQuestion');
    expect((await call('POST', `/venue/qna/question/${question.id}/moderate`, mia.token, { action: 'reject' })).json().data.status).toBe('rejected');
    expect(((await notice).data as { question: Question }).question).toMatchObject({ status: 'rejected', visible: true });
    expect((await venueList(bert)).questions.map((q) => q.id)).not.toContain(question.id);
    adaSocket.close();
  });

  it('refuses bad input with a message next to the field, and ids of other rooms, events and companies', async () => {
    const empty = await ask(ada, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'validation.required' });
    expect((await ask(ada, { body: 'x'.repeat(501) })).json().error.fields).toEqual({ body: 'validation.max_500' });
    expect((await ask(ada, { body: 'Hello\u0000' })).statusCode).toBe(400);
    expect((await ask(ada, { body: 'Fine', anonymous: 'sure' })).statusCode).toBe(400);

    const [session] = await t.database.db
      .insert(agendaSessions)
      .values({ eventId: event.eventId, title: 'Keynote', day: '2030-01-01', startTime: '10:00', endTime: '11:00', roomId: otherRoomId })
      .returning({ id: agendaSessions.id });
    const wrongSession = await ask(ada, { body: 'About the keynote?', sessionId: session!.id });
    expect(wrongSession.statusCode).toBe(400);
    expect(wrongSession.json().error.fields).toEqual({ sessionId: 'validation.invalid' });
    const rightSession = await ask(ada, { body: 'About the keynote?', sessionId: session!.id }, otherRoomId);
    expect(rightSession.json().data).toMatchObject({ sessionId: session!.id, roomId: otherRoomId });

    for (const room of [foreignRoomId, hiddenRoomId, 2_147_483_647]) {
      expect((await ask(bert, { body: 'Anyone here?' }, room)).statusCode).toBe(404);
      expect((await call('GET', `/venue/qna/${room}/after/0`, bert.token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/venue/qna/${roomId}/after/-1`, bert.token)).statusCode).toBe(400);
    expect((await call('GET', `/venue/qna/0/after/0`, bert.token)).statusCode).toBe(400);
    expect((await call('GET', `/qna/${event.eventId}/${foreignRoomId}/after/0`, organiser.token)).statusCode).toBe(404);
    expect((await call('GET', `/qna/${event.eventId}/${roomId}/after/0`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/qna/${event.eventId}/${roomId}/after/0`, ada.token)).statusCode).toBe(401);
    expect((await call('GET', `/venue/qna/${roomId}/after/0`, organiser.token)).statusCode).toBe(401);

    const question = (await consoleList()).at(-1)!;
    expect((await moderate(question.id, 'approve', stranger.token)).statusCode).toBe(404);
    expect((await moderate(question.id, 'approve', organiser.token, otherEvent.eventId)).statusCode).toBe(404);
    expect((await moderate(question.id, 'shout')).statusCode).toBe(400);
    expect((await call('POST', `/venue/qna/question/${question.id}/moderate`, ada.token, { action: 'approve' })).statusCode).toBe(403);
    const foreignModerator = await signedInAttendee(t, otherEvent, { role: 'moderator' });
    expect((await call('POST', `/venue/qna/question/${question.id}/moderate`, foreignModerator.token, { action: 'approve' })).statusCode).toBe(404);
  });

  it('limits questions per account and says so in German', async () => {
    const eager = await signedInAttendee(t, event, { lang: 'de' });
    for (let i = 0; i < 5; i += 1) await asked(eager, `Frage ${i}?`);
    const res = await call('POST', `/venue/qna/${roomId}/ask`, eager.token, { body: 'Noch eine?' }, 'de');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).not.toBe('');
  });

  it('refuses a banned attendee, and muted ones may read and vote but not ask', async () => {
    const quiet = await signedInAttendee(t, event);
    await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: quiet.accountId, kind: 'mute' });
    expect((await ask(quiet, { body: 'Can I still ask?' })).statusCode).toBe(403);
    expect((await call('GET', `/venue/qna/${roomId}/after/0`, quiet.token)).statusCode).toBe(200);
    await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: quiet.accountId, kind: 'ban' });
    expect((await call('GET', `/venue/qna/${roomId}/after/0`, quiet.token)).statusCode).toBe(403);
    const socket = await venueSocket(base, quiet.token);
    expect(await subscribe(socket, `qna:${roomId}`)).toBe('subscribeRefused');
    socket.close();
  });

  it('lets attendees follow the questions of their rooms, and only moderators and organisers the queue', async () => {
    const adaSocket = await venueSocket(base, ada.token);
    const miaSocket = await venueSocket(base, mia.token);
    const outsiderSocket = await venueSocket(base, outsider.token);
    const strangerSocket = await consoleSocket(base, stranger.token);
    const organiserSocket = await consoleSocket(base, organiser.token);
    expect(await subscribe(adaSocket, `qna:${roomId}`)).toBe('subscribed');
    expect(await subscribe(adaSocket, `qnaQueue:${roomId}`)).toBe('subscribeRefused');
    expect(await subscribe(adaSocket, `qna:${hiddenRoomId}`)).toBe('subscribeRefused');
    expect(await subscribe(adaSocket, `qna:${foreignRoomId}`)).toBe('subscribeRefused');
    expect(await subscribe(miaSocket, `qnaQueue:${roomId}`)).toBe('subscribed');
    expect(await subscribe(outsiderSocket, `qna:${roomId}`)).toBe('subscribeRefused');
    expect(await subscribe(strangerSocket, `qna:${roomId}`)).toBe('subscribeRefused');
    expect(await subscribe(strangerSocket, `qnaQueue:${roomId}`)).toBe('subscribeRefused');
    expect(await subscribe(organiserSocket, `qnaQueue:${hiddenRoomId}`)).toBe('subscribed');
    for (const socket of [adaSocket, miaSocket, outsiderSocket, strangerSocket, organiserSocket]) socket.close();
  });

  it('catches up after the socket dropped mid-stream: nothing missed, from the last change seen', async () => {
    await setModeration('post');
    const topic = `qna:${otherRoomId}`;
    const asker = await signedInAttendee(t, event);
    let socket = await venueSocket(base, bert.token);
    expect(await subscribe(socket, topic)).toBe('subscribed');
    let lastSeen = 0;
    const seen = new Map<number, Question>();
    const heard = (q: Question) => {
      seen.set(q.id, q);
      lastSeen = Math.max(lastSeen, q.seq);
    };
    for (const text of ['One?', 'Two?']) {
      const pushed = questionPush(socket, topic, (q) => q.body === text);
      expect((await ask(asker, { body: text }, otherRoomId)).statusCode).toBe(200);
      heard(await pushed);
    }
    const one = [...seen.values()].find((q) => q.body === 'One?')!;
    socket.close();
    await socket.closeCode;

    // While the socket is away: a new question, a vote and an archive.
    const three = await ask(mia, { body: 'Three?' }, otherRoomId);
    expect(three.statusCode).toBe(200);
    await call('POST', `/venue/qna/question/${one.id}/vote`, mia.token, { up: true });
    const two = [...seen.values()].find((q) => q.body === 'Two?')!;
    await moderate(two.id, 'archive');

    socket = await venueSocket(base, bert.token);
    expect(await subscribe(socket, topic)).toBe('subscribed');
    const missed = await venueList(bert, lastSeen, otherRoomId);
    for (const q of missed.questions) heard(q);
    expect(missed.questions.every((q) => q.seq > 0)).toBe(true);
    expect(seen.get(one.id)).toMatchObject({ upvotes: 1 });
    expect(seen.get(two.id)).toMatchObject({ visible: false, body: '' });
    expect([...seen.values()].find((q) => q.body === 'Three?')).toMatchObject({ status: 'approved' });

    // Live again from here.
    const four = questionPush(socket, topic, (q) => q.body === 'Four?');
    await ask(mia, { body: 'Four?' }, otherRoomId);
    expect((await four).seq).toBeGreaterThan(lastSeen);
    socket.close();
    await setModeration('pre');
  });
});
