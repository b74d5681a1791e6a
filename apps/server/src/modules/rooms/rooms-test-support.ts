import crypto from 'node:crypto';
import type { TestApp } from '../../test/test-app';
import { files } from '../../db/schema';
import { eventsClient } from '../events/events-test-support';

export { EVENTS_TEST_ENV as ROOMS_TEST_ENV } from '../events/events-test-support';

/** A valid body of POST /api/room for a networking room, with changes. */
export function roomBody(eventId: number, overrides: Record<string, unknown> = {}) {
  return {
    eventId,
    id: 0,
    type: 'networking',
    nameEn: 'Lounge',
    nameDe: 'Lounge',
    descriptionEn: '<p>Meet people</p>',
    descriptionDe: '<p>Leute treffen</p>',
    imageId: null,
    visible: true,
    streamUrl: '',
    meetingProvider: '',
    meetingUrl: '',
    embedCode: '',
    qaEmbedCode: '',
    ...overrides,
  };
}

/** The room calls as a signed-in client makes them, on top of the event calls. */
export function roomsClient(t: TestApp, token: string) {
  const events = eventsClient(t, token);
  return {
    ...events,
    list: (eventId: number) => events.get(`/rooms/${eventId}`),
    room: (eventId: number, roomId: number) => events.get(`/room/${eventId}/${roomId}`),
    save: (body: object) => events.post('/room', body),
    remove: (roomId: number) => events.post('/deleteRoom', { room_id: roomId }),
    reorder: (eventId: number, ids: number[]) => events.post(`/reorderRooms/${eventId}`, { ids }),
    /** Creates a room and answers its id. */
    async createRoom(eventId: number, overrides: Record<string, unknown> = {}): Promise<number> {
      const res = await events.post('/room', roomBody(eventId, overrides));
      if (res.statusCode !== 200) throw new Error(`room create failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { id: number } }).data.id;
    },
  };
}

export type RoomsClient = ReturnType<typeof roomsClient>;

/** A library image of the company, recorded directly (the bytes are not needed by the rooms calls). */
export async function libraryImage(t: TestApp, companyId: number, size = { width: 600, height: 600 }): Promise<{ id: number; storageKey: string }> {
  const storageKey = `${crypto.randomBytes(12).toString('base64url')}.png`;
  const [row] = await t.database.db
    .insert(files)
    .values({ companyId, storageKey, fileName: 'room.png', contentType: 'image/png', byteSize: 100, ...size })
    .returning({ id: files.id });
  return { id: row!.id, storageKey };
}
