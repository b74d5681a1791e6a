import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser } from '../../test/accounts';
import { listening, venueSocket } from '../../test/sockets';
import { attendeeFigures, roomActions, storedRollUps } from '../../test/analytics-rows';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

const MINUTE = 60_000;

/** `ANALYTICS_RECORDING` (docs/decisions/0121-analytics-recording-switch.md): off, the venue's minutes and actions go unrecorded. */
describe('the analytics recording switch', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  /** An attendee spends a whole minute in a room with its stream playing and asks a question there; answers what was recorded. */
  async function minuteAndQuestion(env: Record<string, string>) {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, ...env });
    const organiser = await signedInUser(t);
    const event = await publishedEvent(t, organiser.token);
    const stage = await roomsClient(t, organiser.token).createRoom(event.eventId);
    const ada = await signedInAttendee(t, event);
    t.advanceClock(MINUTE - (t.app.now().getTime() % MINUTE) + 100);
    const socket = await venueSocket(await listening(t.app), ada.token);
    socket.send({ action: 'enterRoom', roomId: stage });
    socket.send({ action: 'activity', visible: true, playing: true });
    // Messages are handled in order: once the pong is back, the room and the activity were reported.
    const pong = socket.next((message) => message.action === 'pong');
    socket.send({ action: 'ping' });
    await pong;
    t.advanceClock(MINUTE);
    await t.app.services.analytics.closeMinutes();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/venue/qna/${stage}/ask`,
      headers: bearer(ada.token),
      payload: { body: 'Will the slides be shared?', anonymous: false, sessionId: null },
    });
    expect(asked.statusCode).toBe(200);
    socket.close();
    const db = t.database.db;
    return {
      figures: await attendeeFigures(db, event.eventId, ada.accountId),
      roomActions: await roomActions(db, event.eventId),
      eventMinutes: (await storedRollUps(db, event.eventId)).eventMinutes,
      stage,
    };
  }

  it('records the minute and the question by default', async () => {
    const recorded = await minuteAndQuestion({});
    expect(recorded.figures).toMatchObject({ present_minutes: 1, watched_minutes: 1, questions: 1 });
    expect(recorded.roomActions).toEqual([{ room_id: recorded.stage, action: 'question', count: 1 }]);
    expect(recorded.eventMinutes).toHaveLength(1);
  });

  it('records neither when it is off', async () => {
    const recorded = await minuteAndQuestion({ ANALYTICS_RECORDING: 'false' });
    expect(recorded.figures).toBeUndefined();
    expect(recorded.roomActions).toEqual([]);
    expect(recorded.eventMinutes).toEqual([]);
  });
});
