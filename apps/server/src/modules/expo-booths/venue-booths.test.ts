import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { libraryImage, roomsClient } from '../rooms/rooms-test-support';

/** docs/rules/venue.md#expo-booths: an attendee reads the visible booths of their own event only. */
describe('booths in the venue', () => {
  let t: TestApp;
  let booth: number;
  let hiddenBooth: number;
  let lounge: number;
  let otherBooth: number;
  let ada: TestAttendee;
  let logoKey: string;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    const organiser = await signedInUser(t);
    const rooms = roomsClient(t, organiser.token);
    const event = await publishedEvent(t, organiser.token);
    const otherEvent = await publishedEvent(t, organiser.token);
    booth = await rooms.createRoom(event.eventId, { type: 'expo', nameEn: 'Acme' });
    hiddenBooth = await rooms.createRoom(event.eventId, { type: 'expo', visible: false });
    lounge = await rooms.createRoom(event.eventId);
    otherBooth = await rooms.createRoom(otherEvent.eventId, { type: 'expo' });
    const logo = await libraryImage(t, organiser.companyId);
    logoKey = logo.storageKey;
    const saved = await rooms.post('/booth', {
      eventId: event.eventId,
      roomId: booth,
      logoId: logo.id,
      description: 'Stand 4',
      links: [{ label: 'Site', url: 'https://acme.example.com' }],
      fileIds: [logo.id],
    });
    expect(saved.statusCode).toBe(200);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
  });
  afterAll(() => t.close());

  const read = (roomId: number, token = ada.token) => t.app.inject({ method: 'GET', url: `/api/venue/booths/${roomId}`, headers: bearer(token) });

  it('shows the booth of a visible expo room of the attendee event, addresses only', async () => {
    const res = await read(booth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      roomId: booth,
      logoUrl: expect.stringContaining(logoKey),
      description: 'Stand 4',
      links: [{ label: 'Site', url: 'https://acme.example.com' }],
      files: [{ url: expect.stringContaining(logoKey), fileName: 'room.png', contentType: 'image/png', byteSize: 100 }],
    });
  });

  it('answers another event booth, a hidden booth and a room of another type like a missing one', async () => {
    const missing = await read(otherBooth + 1000);
    for (const roomId of [otherBooth, hiddenBooth, lounge]) {
      const res = await read(roomId);
      expect({ status: res.statusCode, body: res.body }, String(roomId)).toEqual({ status: missing.statusCode, body: missing.body });
    }
    expect(missing.statusCode).toBe(404);
  });

  it('needs an attendee session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/venue/booths/${booth}` })).statusCode).toBe(401);
  });
});
