import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { ROOMS_TEST_ENV, libraryImage, roomsClient, type RoomsClient } from '../rooms/rooms-test-support';

/** docs/rules/rooms-and-agenda.md#expo-booths */
describe('expo booth content', () => {
  let t: TestApp;
  let owner: RoomsClient;
  let stranger: RoomsClient;
  let ownerCompany: number;
  let strangerCompany: number;
  let eventId: number;
  let boothRoom: number;
  let loungeRoom: number;

  const boothBody = (overrides: Record<string, unknown> = {}) => ({
    eventId,
    roomId: boothRoom,
    logoId: null,
    description: 'Visit us\r\nat stand 4',
    links: [{ label: 'Datasheet', url: 'https://sponsor.example.com/data' }],
    fileIds: [],
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(ROOMS_TEST_ENV);
    const ownerUser = await signedInUser(t);
    const strangerUser = await signedInUser(t);
    ownerCompany = ownerUser.companyId;
    strangerCompany = strangerUser.companyId;
    owner = roomsClient(t, ownerUser.token);
    stranger = roomsClient(t, strangerUser.token);
    eventId = await owner.create({ name: 'Expo Summit' });
    boothRoom = await owner.createRoom(eventId, { type: 'expo', nameEn: 'Acme booth' });
    loungeRoom = await owner.createRoom(eventId, { nameEn: 'Lounge' });
  });
  afterAll(() => t.close());

  it('starts empty and saves logo, description, links and files in order', async () => {
    const empty = await owner.get(`/booth/${eventId}/${boothRoom}`);
    expect(empty.json().data).toEqual({ roomId: boothRoom, logo: null, description: '', links: [], files: [] });

    const logo = await libraryImage(t, ownerCompany);
    const first = await libraryImage(t, ownerCompany, { width: 800, height: 400 });
    const second = await libraryImage(t, ownerCompany, { width: 800, height: 400 });
    const saved = await owner.post('/booth', boothBody({ logoId: logo.id, fileIds: [second.id, first.id] }));
    expect(saved.statusCode).toBe(200);
    const booth = (await owner.get(`/booth/${eventId}/${boothRoom}`)).json().data;
    expect(booth.logo).toEqual({ id: logo.id, url: expect.stringContaining(logo.storageKey) });
    expect(booth.description).toBe('Visit us\nat stand 4');
    expect(booth.links).toEqual([{ label: 'Datasheet', url: 'https://sponsor.example.com/data' }]);
    expect(booth.files.map((file: { id: number }) => file.id)).toEqual([second.id, first.id]);
  });

  it('refuses bad links, too many files and a non-square logo beside their fields', async () => {
    const links = await owner.post('/booth', boothBody({ links: [{ label: '', url: 'http://sponsor.example.com' }] }));
    expect(links.statusCode).toBe(400);
    expect(links.json().error.fields).toMatchObject({ 'links.0.label': expect.any(String), 'links.0.url': expect.any(String) });

    const many = await owner.post('/booth', boothBody({ fileIds: Array.from({ length: 11 }, (_, i) => i + 1) }));
    expect(many.statusCode).toBe(400);
    expect(Object.keys(many.json().error.fields)).toContain('fileIds');

    const wide = await libraryImage(t, ownerCompany, { width: 800, height: 400 });
    const logo = await owner.post('/booth', boothBody({ logoId: wide.id }));
    expect(logo.statusCode).toBe(400);
    expect(Object.keys(logo.json().error.fields)).toContain('logoId');
  });

  it('has booth content only for expo rooms', async () => {
    expect((await owner.get(`/booth/${eventId}/${loungeRoom}`)).statusCode).toBe(404);
    expect((await owner.post('/booth', boothBody({ roomId: loungeRoom }))).statusCode).toBe(404);
  });

  it('refuses another company file, event and booth like missing ones', async () => {
    const theirs = await libraryImage(t, strangerCompany);
    const asLogo = await owner.post('/booth', boothBody({ logoId: theirs.id }));
    const asFile = await owner.post('/booth', boothBody({ fileIds: [theirs.id] }));
    const missing = await owner.post('/booth', boothBody({ fileIds: [theirs.id + 1000] }));
    expect(asLogo.statusCode).toBe(404);
    expect({ status: asFile.statusCode, body: asFile.body }).toEqual({ status: missing.statusCode, body: missing.body });

    expect((await stranger.get(`/booth/${eventId}/${boothRoom}`)).statusCode).toBe(404);
    expect((await stranger.post('/booth', boothBody())).statusCode).toBe(404);
    const strangerEvent = await stranger.create({ name: 'Own Summit' });
    expect((await stranger.get(`/booth/${strangerEvent}/${boothRoom}`)).statusCode).toBe(404);
  });

  it('keeps a library file a booth uses from deletion, naming the booth', async () => {
    const offered = await libraryImage(t, ownerCompany);
    const logo = await libraryImage(t, ownerCompany);
    await owner.post('/booth', boothBody({ logoId: logo.id, fileIds: [offered.id] }));
    for (const fileId of [offered.id, logo.id]) {
      const refused = await owner.post(`/library/images/${fileId}/delete`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('Acme booth');
    }
    const library = (await owner.get('/library/images')).json().data as { id: number; usedBy: { kind: string; label: string }[] }[];
    expect(library.find((image) => image.id === offered.id)?.usedBy).toEqual([expect.objectContaining({ kind: 'booth', label: 'Acme booth' })]);

    await owner.post('/booth', boothBody());
    expect((await owner.post(`/library/images/${offered.id}/delete`, {})).statusCode).toBe(200);
  });
});
