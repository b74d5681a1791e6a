import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { listening, venueSocket, type TestSocket } from '../../test/sockets';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { registrationSettingsClient } from '../registration/registration-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

/** Who is in a venue room now (docs/rules/venue.md#who-is-here): counted from presence, named as the event shows its attendee list. */
describe('who is here', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let lounge: number;
  let hidden: number;
  let ada: TestAttendee;
  let ben: TestAttendee;
  let mod: TestAttendee;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    const rooms = roomsClient(t, organiser.token);
    lounge = await rooms.createRoom(event.eventId);
    hidden = await rooms.createRoom(event.eventId, { visible: false });
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    ben = await signedInAttendee(t, event, { firstName: 'Ben', lastName: 'Adler' });
    mod = await signedInAttendee(t, event, { firstName: 'Mia', lastName: 'Moderata', role: 'moderator' });
    for (const who of [ada, ben]) {
      const socket = await venueSocket(base, who.token);
      socket.send({ action: 'enterRoom', roomId: lounge });
      await socket.answersPing();
      sockets.push(socket);
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const people = (who: { token: string }, roomId = lounge) => t.app.inject({ method: 'GET', url: `/api/venue/rooms/${roomId}/people`, headers: bearer(who.token) });
  const setVisibility = (attendeeListVisibility: string) => registrationSettingsClient(t, organiser.token, event.eventId).open({ access: 'invitation', attendeeListVisibility });

  it('names the people in the room, by name, for everyone by default, and counts the asker among them', async () => {
    await vi.waitFor(async () => expect((await people(ada)).json().data.total).toBe(2));
    const res = await people(ada);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      total: 2,
      people: [
        { accountId: ada.accountId, displayName: 'Ada Quist', photo: null },
        { accountId: ben.accountId, displayName: 'Ben Adler', photo: null },
      ],
    });
    // A moderator just arriving on the room's page counts before their socket has told presence.
    expect((await people(mod)).json().data.people.map((person: { displayName: string }) => person.displayName)).toEqual(['Ada Quist', 'Ben Adler', 'Mia Moderata']);
  });

  it('keeps the names from attendees while the list is for moderators, and from everyone while it is for nobody; the count stays', async () => {
    await setVisibility('moderators');
    expect((await people(ada)).json().data).toEqual({ total: 2, people: null });
    expect((await people(mod)).json().data.people).toHaveLength(3);
    await setVisibility('nobody');
    expect((await people(mod)).json().data).toEqual({ total: 3, people: null });
    await setVisibility('everyone');
    expect((await people(ada)).json().data.people).toHaveLength(2);
  });

  it("answers 404 for a hidden room, another event's room and an unknown one, and 401 without an attendee's session", async () => {
    const elsewhere = await publishedEvent(t, organiser.token);
    const foreign = await roomsClient(t, organiser.token).createRoom(elsewhere.eventId);
    for (const roomId of [hidden, foreign, 987654]) expect((await people(ada, roomId)).statusCode, String(roomId)).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/venue/rooms/${lounge}/people`, headers: bearer(organiser.token) })).statusCode).toBe(401);
  });
});
