import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInfoSchema, eventListItemSchema, eventShortInfoSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV, eventFields, eventsClient, inDays, type EventsClient } from './events-test-support';

describe('events: list, read, save, delete', () => {
  let t: TestApp;
  let user: SignedInUser;
  let api: EventsClient;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    user = await signedInUser(t);
    api = eventsClient(t, user.token);
  });
  afterAll(() => t.close());

  it('needs a signed-in user for every call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/events'],
      ['GET', '/api/event/1'],
      ['POST', '/api/event'],
      ['POST', '/api/deleteEvent'],
      ['POST', '/api/publishEvent/1'],
      ['POST', '/api/duplicateEvent/1'],
      ['GET', '/api/exportEvent/1'],
      ['POST', '/api/importEvent'],
      ['GET', '/api/eventShortInfo/1'],
      ['GET', '/api/agenda/1'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('creates an event from the multipart form, ignoring an attached pdf, and reads it back', async () => {
    const fields = eventFields({ name: '  Harbour Summit  ', conditions: 'Bring a badge.' });
    const res = await api.postMultipart('/event', { ...fields, pdf: { filename: 'terms.pdf', content: '%PDF-1.4', type: 'application/pdf' } });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    expect(id).toBeGreaterThan(0);
    expect(res.json().data).toEqual({ id });

    const info = await api.get(`/event/${id}`);
    expect(info.statusCode).toBe(200);
    expect(eventInfoSchema.strict().parse(info.json().data)).toEqual({
      id,
      name: 'Harbour Summit',
      startDate: fields.startDate,
      startTime: '09:00',
      endDate: fields.endDate,
      endTime: '17:00',
      closingDate: fields.closingDate,
      closingTime: '17:00',
      location: 'Hamburg',
      address: [
        { type: 'locality', name: 'Hamburg' },
        { type: 'country', name: 'Germany' },
      ],
      language: 'en',
      timezone: 60,
      conditions: 'Bring a badge.',
      code: null,
      originalStartDate: fields.startDate,
      originalStartTime: '09:00',
      hasSessions: false,
    });
  });

  it('lists the company events in start order with the closing instant in UTC', async () => {
    const later = await api.create({ name: 'Later', startDate: inDays(20), endDate: inDays(20), closingDate: inDays(30) });
    // The same wall-clock start in UTC +13:00 comes 12 hours before the one in UTC +01:00.
    const east = await api.create({ name: 'East', startDate: inDays(20), endDate: inDays(20), closingDate: inDays(30), timezone: '780' });
    const res = await api.get('/events');
    expect(res.statusCode).toBe(200);
    const list = eventListItemSchema.strict().array().parse(res.json().data);
    const names = list.map((e) => e.name);
    expect(names.indexOf('East')).toBeLessThan(names.indexOf('Later'));
    const laterRow = list.find((e) => e.id === later)!;
    expect(laterRow).toMatchObject({ city: 'Hamburg', country: 'Germany', location: 'Hamburg', code: null, image: null, timezoneOffset: 60 });
    expect(laterRow.closingDateTime).toBe(`${inDays(30)}T16:00:00.000Z`);
    expect(list.find((e) => e.id === east)!.closingDateTime).toBe(`${inDays(30)}T04:00:00.000Z`);
  });

  it('updates an event in place and counts the company events in getUserInfo', async () => {
    const id = await api.create({ name: 'Before' });
    const res = await api.save(eventFields({ id: String(id), name: 'After', location: 'Kiel', language: 'de' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect((await api.get(`/event/${id}`)).json().data).toMatchObject({ name: 'After', location: 'Kiel', language: 'de' });

    const list = (await api.get('/events')).json().data as unknown[];
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(user.token) });
    expect(info.json().data.eventsCount).toBe(list.length);
  });

  it('refuses missing and malformed fields with field keys', async () => {
    const missing = await api.save(eventFields({ startDate: '', closingTime: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      fields: { startDate: 'validation.required', closingTime: 'validation.required' },
    });
    const malformed = await api.save(
      eventFields({ name: '   ', endTime: '25:00', closingDate: '2027-02-30', location: '', timezone: '900', address: 'not json', language: 'fr' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({
      language: 'validation.invalid',
      name: 'validation.required',
      endTime: 'validation.invalid_time',
      closingDate: 'validation.invalid_date',
      location: 'validation.required',
      timezone: 'validation.invalid_timezone',
      address: 'validation.invalid',
    });
  });

  it('answers 404 for id 0 and for ids that do not exist', async () => {
    for (const url of ['/event/0', '/eventShortInfo/0', '/agenda/0', '/exportEvent/0', '/event/999999']) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await api.save(eventFields({ id: '999999' }))).statusCode).toBe(404);
    expect((await api.get('/event/abc')).statusCode).toBe(400);
  });

  it('gives short info and an empty agenda', async () => {
    const id = await api.create({ name: 'Short' });
    expect(eventShortInfoSchema.strict().parse((await api.get(`/eventShortInfo/${id}`)).json().data)).toEqual({
      id,
      name: 'Short',
      code: null,
      image: null,
    });
    expect((await api.get(`/agenda/${id}`)).json().data).toEqual({ categories: [], uncategorized: [] });
  });

  it('deletes an event, after which it is gone from every call', async () => {
    const id = await api.create({ name: 'Doomed' });
    const res = await api.post('/deleteEvent', { event_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    expect((await api.get(`/event/${id}`)).statusCode).toBe(404);
    expect(((await api.get('/events')).json().data as { id: number }[]).some((e) => e.id === id)).toBe(false);
    expect((await api.post('/deleteEvent', { event_id: id })).statusCode).toBe(404);
    expect((await api.post('/deleteEvent', { event_id: 0 })).statusCode).toBe(400);
  });
});
