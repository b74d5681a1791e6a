import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCall } from '../../test/api-call';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

/** The console's download of a room's questions: every question, its asker, votes and state. */
describe('Q&A export', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let roomId: number;
  let foreignRoomId: number;
  let ada: TestAttendee;
  let bert: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token, { name: 'Harbour Summit' });
    const otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    const rooms = roomsClient(t, organiser.token);
    roomId = await rooms.createRoom(event.eventId);
    foreignRoomId = await rooms.createRoom(otherEvent.eventId);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    bert = await signedInAttendee(t, event, { firstName: 'Bert', lastName: 'Lund' });

    const call = (method: 'POST', url: string, token: string, payload?: object) => apiCall(t, method, url, token, payload);
    expect((await call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { qnaModeration: 'post' })).statusCode).toBe(200);
    const ask = async (who: TestAttendee, body: string, anonymous = false) =>
      (await call('POST', `/venue/qna/${roomId}/ask`, who.token, { body, anonymous })).json().data as Question;
    const first = await ask(ada, 'Will the slides be shared?');
    await ask(bert, 'Is there a recording; and where?', true);
    const third = await ask(ada, '=HYPERLINK("http://evil")');
    expect((await call('POST', `/qna/${event.eventId}/question/${first.id}/moderate`, organiser.token, { action: 'answer' })).statusCode).toBe(200);
    expect((await call('POST', `/venue/qna/question/${first.id}/vote`, bert.token, { up: true })).statusCode).toBe(200);
    expect((await call('POST', `/venue/qna/question/${third.id}/withdraw`, ada.token)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const download = (token: string, lang: 'en' | 'de', room = roomId, eventId = event.eventId) =>
    apiCall(t, 'GET', `/qna/${eventId}/${room}/export`, token, undefined, lang);

  it('lists every question oldest first, with its asker (also when anonymous to attendees), votes and state', async () => {
    const res = await download(organiser.token, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="harbour-summit-questions-\d+\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Asked (UTC),Question,Asked by,Anonymous to attendees,Upvotes,Status,Being answered now');
    expect(lines.slice(1).map((line) => line.replace(/^[\d-]+ [\d:]+,/, ''))).toEqual([
      'Will the slides be shared?,Ada Quist,no,1,Answered,no',
      'Is there a recording; and where?,Bert Lund,yes,0,Live,no',
      // A formula is kept as text, and its quotes doubled.
      `"'=HYPERLINK(""http://evil"")",Ada Quist,no,0,Withdrawn by the asker,no`,
    ]);
  });

  it('writes German headers and states, split at semicolons', async () => {
    const lines = (await download(organiser.token, 'de')).body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Gefragt (UTC);Frage;Gefragt von;Anonym für Teilnehmende;Stimmen;Status;Wird gerade beantwortet');
    expect(lines[2]).toMatch(/;"Is there a recording; and where\?";Bert Lund;ja;0;Live;nein$/);
  });

  it("refuses another company's organiser and another event's room", async () => {
    const stranger = await signedInUser(t);
    expect((await download(stranger.token, 'en')).statusCode).toBe(404);
    expect((await download(organiser.token, 'en', foreignRoomId)).statusCode).toBe(404);
  });
});
