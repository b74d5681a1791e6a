import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { ROOMS_TEST_ENV, libraryImage, roomBody, roomsClient, type RoomsClient } from './rooms-test-support';

/** docs/rules/roles-and-permissions.md#signed-in-users-and-tenants: another company's event, room or image is answered exactly like a missing one. */
describe('rooms of another company', () => {
  let t: TestApp;
  let owner: RoomsClient;
  let stranger: RoomsClient;
  let strangerEvent: number;
  let theirEvent: number;
  let theirRoom: number;
  let theirImage: number;

  beforeAll(async () => {
    t = await createTestApp(ROOMS_TEST_ENV);
    const ownerUser = await signedInUser(t);
    owner = roomsClient(t, ownerUser.token);
    stranger = roomsClient(t, (await signedInUser(t)).token);
    theirEvent = await owner.create({ name: 'Private Summit' });
    theirRoom = await owner.createRoom(theirEvent, { nameEn: 'Secret stage room' });
    await owner.createRoom(theirEvent, { nameEn: 'Second room' });
    theirImage = (await libraryImage(t, ownerUser.companyId)).id;
    strangerEvent = await stranger.create({ name: 'Own Summit' });
  });
  afterAll(() => t.close());

  type Call = [string, (api: RoomsClient) => ReturnType<RoomsClient['get']>];
  const calls = (eventId: number, roomId: number): Call[] => [
    ['GET /rooms', (api) => api.list(eventId)],
    ['GET /room', (api) => api.room(eventId, roomId)],
    ['POST /room create', (api) => api.save(roomBody(eventId, { nameEn: 'Taken over' }))],
    ['POST /room update', (api) => api.save(roomBody(eventId, { id: roomId, nameEn: 'Taken over' }))],
    ['POST /deleteRoom', (api) => api.remove(roomId)],
    ['POST /reorderRooms', (api) => api.reorder(eventId, [roomId])],
  ];

  it('refuses every call on another company event or room exactly as on a missing one', async () => {
    const missingEvent = theirEvent + 1000;
    const missingRoom = theirRoom + 1000;
    const missing = new Map<string, { status: number; body: string }>();
    for (const [name, call] of calls(missingEvent, missingRoom)) {
      const res = await call(stranger);
      missing.set(name, { status: res.statusCode, body: res.body });
    }
    for (const [name, call] of calls(theirEvent, theirRoom)) {
      const res = await call(stranger);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code, name).toBe('not_found');
      expect({ status: res.statusCode, body: res.body }, name).toEqual(missing.get(name));
      expect(res.body, name).not.toMatch(/Secret|Private/);
    }
  });

  it('refuses their room through the stranger own event id', async () => {
    expect((await stranger.room(strangerEvent, theirRoom)).statusCode).toBe(404);
    expect((await stranger.save(roomBody(strangerEvent, { id: theirRoom, nameEn: 'Mine now' }))).statusCode).toBe(404);
    expect((await stranger.reorder(strangerEvent, [theirRoom])).statusCode).toBe(400);
  });

  it('refuses another company image like a missing one', async () => {
    const theirs = await stranger.save(roomBody(strangerEvent, { imageId: theirImage }));
    const missing = await stranger.save(roomBody(strangerEvent, { imageId: theirImage + 1000 }));
    expect(theirs.statusCode).toBe(404);
    expect({ status: theirs.statusCode, body: theirs.body }).toEqual({ status: missing.statusCode, body: missing.body });
  });

  it('leaves the rooms untouched', async () => {
    const list = (await owner.list(theirEvent)).json().data as { id: number; nameEn: string }[];
    expect(list.map((room) => room.nameEn)).toEqual(['Secret stage room', 'Second room']);
    expect((await stranger.list(strangerEvent)).json().data).toEqual([]);
  });
});
