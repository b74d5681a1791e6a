import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, type SignedInUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { EVENTS_TEST_ENV, eventFields, eventsClient, exportFile, type EventsClient } from '../modules/events/events-test-support';

/** What a client sees for ids out of range, control characters in text and unreadable uploads. */
describe('bad input answers', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let client: EventsClient;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    organiser = await signedInUser(t);
    client = eventsClient(t, organiser.token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an id beyond 2^31-1 like any invalid id: 400 with the field, in path and body', async () => {
    const path = await client.get('/event/2147483648');
    expect(path.statusCode).toBe(400);
    expect(path.json().error).toMatchObject({ code: 'validation_failed', fields: { id: 'validation.invalid' } });
    expect((await client.get('/event/abc')).statusCode).toBe(400);
    // The largest id an id column holds is merely unknown.
    expect((await client.get('/event/2147483647')).statusCode).toBe(404);

    const body = await client.post('/deleteRoom', { room_id: 2 ** 31 });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.fields).toEqual({ room_id: 'validation.invalid' });
    const form = await client.postMultipart('/event', eventFields({ id: '2147483648' }));
    expect(form.statusCode).toBe(400);
    expect(form.json().error.fields).toEqual({ id: 'validation.invalid' });
  });

  it('refuses control characters next to the field, and keeps tabs and line breaks', async () => {
    const nul = await client.post('/sessionHost', { id: 0, name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatchObject({ code: 'validation_failed', message: 'Some fields are not valid.' });
    expect(nul.json().error.fields).toEqual({ name: 'validation.control_characters' });

    const escape = await client.postMultipart('/event', eventFields({ name: 'Harbour\u001b[31m Summit' }));
    expect(escape.statusCode).toBe(400);
    expect(escape.json().error.fields).toEqual({ name: 'validation.control_characters' });

    // The address travels as JSON text, whose escapes the request's own check cannot see.
    const address = await client.postMultipart('/event', eventFields({ address: '[{"type":"locality","name":"Ham\\u0000burg"}]' }));
    expect(address.statusCode).toBe(400);
    expect(address.json().error.fields).toEqual({ 'address.0.name': 'validation.control_characters' });

    const saved = await client.post('/sessionHost', { id: 0, name: 'Ada Lovelace', title: 'Keynote\tspeaker' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses an import file with a control character, naming where', async () => {
    const res = await client.importFile(exportFile({ name: 'Imported\u0000Summit' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.problems).toContainEqual({ path: 'event.name', reason: 'validation.control_characters' });
    expect((await client.get('/events')).json().data).toEqual([]);
  });

  it('answers a body that is not JSON in the caller\'s language, without the parser\'s text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessionHost',
      headers: { ...bearer(organiser.token), 'content-type': 'application/json', 'accept-language': 'de' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.');
  });

  it('answers an unreadable multipart body with 400 and a message in the caller\'s language', async () => {
    const cut = '--b\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG';
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/library/images',
      headers: { ...bearer(organiser.token), 'content-type': 'multipart/form-data' },
      payload: cut,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error).toMatchObject({ code: 'validation_failed', message: 'The upload could not be read. Please try again.' });

    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/importEvent',
      headers: { ...bearer(organiser.token), 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'de' },
      payload: cut,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.message).toBe('Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.');
  });
});
