import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { engagementRestrictions } from '../../db/schema';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { listening, venueSocket } from '../../test/sockets';
import { roomsClient } from '../rooms/rooms-test-support';
import { apiCall, type BoundApiCall } from '../../test/api-call';

type VenueQuestions = { questions: Question[]; mine: number[]; voted: number[] };

/** The asker takes back their question: it leaves every attendee's list, moderators see it withdrawn. */
describe('Q&A: withdrawing one’s own question', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let roomId: number;
  let ada: TestAttendee;
  let bert: TestAttendee;
  let outsider: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    const otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    roomId = await roomsClient(t, organiser.token).createRoom(event.eventId);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    bert = await signedInAttendee(t, event, { firstName: 'Bert', lastName: 'Lund' });
    outsider = await signedInAttendee(t, otherEvent);
  });
  afterAll(() => t.close());

  const call: BoundApiCall = (...args) => apiCall(t, ...args);
  const setModeration = (mode: 'pre' | 'post') => call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { qnaModeration: mode });
  const asked = async (who: TestAttendee, text: string): Promise<Question> => {
    const res = await call('POST', `/venue/qna/${roomId}/ask`, who.token, { body: text });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Question;
  };
  const withdraw = (who: TestAttendee, questionId: number, lang = 'en') => call('POST', `/venue/qna/question/${questionId}/withdraw`, who.token, undefined, lang);
  const venueList = async (who: TestAttendee, after = 0): Promise<VenueQuestions> => (await call('GET', `/venue/qna/${roomId}/after/${after}`, who.token)).json().data as VenueQuestions;
  const consoleQuestion = async (id: number): Promise<Question | undefined> =>
    ((await call('GET', `/qna/${event.eventId}/${roomId}/after/0`, organiser.token)).json().data as { questions: Question[] }).questions.find((q) => q.id === id);
  const moderate = (questionId: number, action: string) => call('POST', `/qna/${event.eventId}/question/${questionId}/moderate`, organiser.token, { action });

  it('takes a shown question off every list at once; the console keeps it, marked withdrawn', async () => {
    expect((await setModeration('post')).statusCode).toBe(200);
    const question = await asked(ada, 'Is the keynote recorded?');
    expect((await venueList(bert)).questions.map((q) => q.id)).toContain(question.id);

    const listener = await venueSocket(base, bert.token);
    listener.send({ action: 'subscribe', topic: `qna:${roomId}` });
    await listener.next((m) => m.action === 'subscribed');
    const otherTab = await venueSocket(base, ada.token);
    const gone = listener.next((m) => m.action === 'topic' && m.event === 'question' && (m.data as { question: Question }).question.id === question.id);
    const told = otherTab.next((m) => m.action === 'notice' && m.event === 'qnaQuestion');

    const res = await withdraw(ada, question.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: question.id, status: 'withdrawn', visible: false, body: '' });
    expect(((await gone).data as { question: Question }).question).toMatchObject({ status: 'withdrawn', visible: false, body: '' });
    expect(((await told).data as { question: Question }).question).toMatchObject({ id: question.id, status: 'withdrawn', visible: false });
    listener.close();
    otherTab.close();

    expect((await venueList(bert)).questions.map((q) => q.id)).not.toContain(question.id);
    expect((await venueList(ada)).questions.map((q) => q.id)).not.toContain(question.id);
    expect((await venueList(bert, question.seq)).questions).toContainEqual(expect.objectContaining({ id: question.id, visible: false }));
    expect(await consoleQuestion(question.id)).toMatchObject({ status: 'withdrawn', visible: true, body: 'Is the keynote recorded?', authorName: 'Ada Quist' });
    expect((await call('POST', `/venue/qna/question/${question.id}/vote`, bert.token, { up: true })).statusCode).toBe(404);
  });

  it('takes back a waiting question too; moderators cannot pin, approve or archive it back', async () => {
    expect((await setModeration('pre')).statusCode).toBe(200);
    const question = await asked(ada, 'Can I bring a guest?');
    expect(question.status).toBe('pending');
    expect((await withdraw(ada, question.id)).json().data).toMatchObject({ status: 'withdrawn', visible: false });
    for (const action of ['pin', 'approve', 'archive', 'reopen', 'answer']) expect((await moderate(question.id, action)).statusCode).toBe(200);
    expect(await consoleQuestion(question.id)).toMatchObject({ status: 'withdrawn', pinned: false });
    // A second click (another tab) changes nothing and is no error.
    expect((await withdraw(ada, question.id)).statusCode).toBe(200);
  });

  it("refuses another's question, one of another event, and one already answered (in the asker's language)", async () => {
    expect((await setModeration('post')).statusCode).toBe(200);
    const shown = await asked(ada, 'Where is the cloakroom?');
    expect((await withdraw(bert, shown.id)).statusCode).toBe(403);
    expect((await withdraw(outsider, shown.id)).statusCode).toBe(404);
    expect((await setModeration('pre')).statusCode).toBe(200);
    const waiting = await asked(ada, 'Is there vegan food?');
    expect((await withdraw(bert, waiting.id)).statusCode).toBe(404);

    expect((await moderate(shown.id, 'answer')).statusCode).toBe(200);
    const closed = await withdraw(ada, shown.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: { code: 'question_closed', message: 'This question has been answered or closed and can no longer be withdrawn.' } });
    expect((await withdraw(ada, shown.id, 'de')).json()).toMatchObject({ error: { message: 'Diese Frage wurde bereits beantwortet oder geschlossen und kann nicht mehr zurückgezogen werden.' } });
    expect(await consoleQuestion(shown.id)).toMatchObject({ status: 'answered' });
  });

  it('lets a muted asker take a question back: it only takes words away', async () => {
    expect((await setModeration('post')).statusCode).toBe(200);
    const question = await asked(bert, 'One more thing…');
    await t.database.db.insert(engagementRestrictions).values({ eventId: event.eventId, accountId: bert.accountId, kind: 'mute' });
    expect((await withdraw(bert, question.id)).json().data).toMatchObject({ status: 'withdrawn' });
  });
});
