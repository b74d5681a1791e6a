import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ROOMS_TEST_ENV, libraryImage, roomBody, roomsClient, type RoomsClient } from './rooms-test-support';

describe('rooms of an event', () => {
  let t: TestApp;
  let user: SignedInUser;
  let api: RoomsClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ROOMS_TEST_ENV);
    user = await signedInUser(t);
    api = roomsClient(t, user.token);
    eventId = await api.create();
  });
  afterAll(() => t.close());

  it('starts with no rooms', async () => {
    const res = await api.list(eventId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('creates rooms at the end of the list and answers each whole', async () => {
    const stage = await api.save(
      roomBody(eventId, {
        type: 'stage',
        nameEn: '  Main stage ',
        nameDe: 'Hauptbühne',
        streamUrl: 'https://stream.example.com/live',
        qaEmbedCode: '<iframe src="https://app.sli.do/event/abc" height="100%" width="100%" frameBorder="0" title="Slido"></iframe>',
        meetingUrl: 'https://not-for-a-stage.example.com',
      }),
    );
    expect(stage.statusCode, stage.body).toBe(200);
    expect(stage.json().data).toEqual({
      id: expect.any(Number),
      eventId,
      type: 'stage',
      nameEn: 'Main stage',
      nameDe: 'Hauptbühne',
      descriptionEn: '<p>Meet people</p>',
      descriptionDe: '<p>Leute treffen</p>',
      image: null,
      position: 0,
      visible: true,
      streamUrl: 'https://stream.example.com/live',
      meetingProvider: '',
      meetingUrl: '',
      embedUrl: '',
      qaEmbedUrl: 'https://app.sli.do/event/abc',
    });
    const embed = await api.save(
      roomBody(eventId, { type: 'embed', nameEn: 'Partner page', embedCode: "<iframe width=560 src='https://partner.example.com/?a=1&amp;b=2' allowfullscreen></iframe>" }),
    );
    expect(embed.json().data).toMatchObject({ position: 1, embedUrl: 'https://partner.example.com/?a=1&b=2' });
    const meeting = await api.save(roomBody(eventId, { type: 'meeting', nameEn: 'Breakout', meetingProvider: 'link', meetingUrl: 'https://meet.example.com/breakout' }));
    expect(meeting.json().data).toMatchObject({ position: 2, meetingProvider: 'link', meetingUrl: 'https://meet.example.com/breakout' });

    const list = (await api.list(eventId)).json().data as { nameEn: string; position: number }[];
    expect(list.map((room) => room.nameEn)).toEqual(['Main stage', 'Partner page', 'Breakout']);
  });

  it('reads one room and updates it in place', async () => {
    const id = await api.createRoom(eventId, { nameEn: 'Booth', type: 'expo' });
    const before = (await api.room(eventId, id)).json().data;
    expect(before).toMatchObject({ id, nameEn: 'Booth', type: 'expo', visible: true });

    const image = await libraryImage(t, user.companyId);
    const res = await api.save(
      roomBody(eventId, { id, type: 'expo', nameEn: 'Booth A', nameDe: '', visible: false, imageId: image.id, meetingProvider: 'teams', meetingUrl: 'https://teams.example.com/x' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      position: before.position,
      nameEn: 'Booth A',
      nameDe: '',
      visible: false,
      image: { id: image.id, url: `/api/files/${image.storageKey}` },
      meetingProvider: 'teams',
    });
    expect((await api.room(eventId, id)).json().data).toEqual(res.json().data);

    const cleared = await api.save(roomBody(eventId, { id, type: 'networking', nameEn: 'Booth A', imageId: null }));
    expect(cleared.json().data).toMatchObject({ image: null, type: 'networking', meetingProvider: '', meetingUrl: '' });
  });

  it('keeps a new order and refuses a list that is not exactly the rooms', async () => {
    const ids = ((await api.list(eventId)).json().data as { id: number }[]).map((room) => room.id);
    const reversed = [...ids].reverse();
    const res = await api.reorder(eventId, reversed);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { id: number }[]).map((room) => room.id)).toEqual(reversed);
    const listed = (await api.list(eventId)).json().data as { id: number; position: number }[];
    expect(listed.map((room) => room.id)).toEqual(reversed);
    expect(listed.map((room) => room.position)).toEqual(reversed.map((_, index) => index));

    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]!], [...reversed.slice(1), 999999], []]) {
      const refused = await api.reorder(eventId, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'validation_failed', fields: { ids: 'validation.invalid' } });
    }
    expect(((await api.list(eventId)).json().data as { id: number }[]).map((room) => room.id)).toEqual(reversed);

    const bad = await api.reorder(eventId, ['x'] as never);
    expect(bad.statusCode).toBe(400);
  });

  it('appends after the last position once rooms were reordered', async () => {
    const id = await api.createRoom(eventId, { nameEn: 'Last' });
    const list = (await api.list(eventId)).json().data as { id: number }[];
    expect(list.at(-1)!.id).toBe(id);
  });

  it('deletes a room, and a second delete answers 404', async () => {
    const id = await api.createRoom(eventId, { nameEn: 'Short-lived' });
    const res = await api.remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await api.room(eventId, id)).statusCode).toBe(404);
    expect(((await api.list(eventId)).json().data as { id: number }[]).some((room) => room.id === id)).toBe(false);
    expect((await api.remove(id)).statusCode).toBe(404);
  });

  it('answers 404 for a room id of another event of the same company, and for an unknown event', async () => {
    const other = await api.create({ name: 'Other summit' });
    const id = await api.createRoom(other, { nameEn: 'Elsewhere' });
    expect((await api.room(eventId, id)).statusCode).toBe(404);
    expect((await api.save(roomBody(eventId, { id, nameEn: 'Moved' }))).statusCode).toBe(404);
    expect((await api.room(other, id)).json().data.nameEn).toBe('Elsewhere');
    expect((await api.list(0)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/rooms/${eventId}` });
    expect(res.statusCode).toBe(401);
  });
});
