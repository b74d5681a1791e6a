import { EVENT_IMPORT_MAX_BYTES, eventExportFileSchema, importResultSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV, eventsClient, exportFile, inDays, type EventsClient } from './events-test-support';

describe('GET /api/exportEvent and POST /api/importEvent', () => {
  let t: TestApp;
  let api: EventsClient;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ ...EVENTS_TEST_ENV, LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void warnings.push(line) } });
    api = eventsClient(t, (await signedInUser(t)).token);
  });
  afterAll(() => t.close());

  const eventCount = async () => ((await api.get('/events')).json().data as unknown[]).length;
  const importedId = async (file: unknown) => {
    const res = await api.importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    const result = importResultSchema.parse(res.json().data);
    expect(result.status).toBe('success');
    return result.id!;
  };
  /** Answers the refused import's result after checking the envelope and that nothing was created. */
  const refused = async (send: () => Promise<Awaited<ReturnType<EventsClient['get']>>>) => {
    const before = await eventCount();
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    const result = importResultSchema.strict().parse(body.data);
    expect(result.status).toBe('error');
    expect(body.error.code).toBe('import_invalid');
    expect(body.error.message).toBe(result.errorMessage);
    expect(await eventCount()).toBe(before);
    return result;
  };

  it('downloads the event as a JSON file named after the event', async () => {
    const id = await api.create({ name: 'Größe Tagung: Köln 2027!' });
    const res = await api.get(`/exportEvent/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="grosse-tagung-koln-2027.aula-event.json"');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const file = eventExportFileSchema.parse(JSON.parse(res.body));
    expect(file).toMatchObject({ format: 'aula-event', version: 2, event: { name: 'Größe Tagung: Köln 2027!', timezone: 60 }, agenda: { categories: [], uncategorized: [] } });
    expect(res.body).not.toMatch(/"id"|"code"/);
  });

  it('reads back what it writes: export -> import -> export is identical', async () => {
    const fromForm = await api.create({ conditions: 'Badge required.' });
    await api.post(`/publishEvent/${fromForm}`);
    for (const start of [fromForm, await importedId(exportFile())]) {
      const first = (await api.get(`/exportEvent/${start}`)).body;
      const copy = await importedId(JSON.parse(first));
      expect(copy).not.toBe(start);
      const second = await api.get(`/exportEvent/${copy}`);
      expect(second.body).toBe(first);
      expect((await api.get(`/event/${copy}`)).json().data.code).toBeNull();
    }
  });

  it('creates the imported event with its agenda in the caller company', async () => {
    const id = await importedId(exportFile());
    expect((await api.get(`/event/${id}`)).json().data).toMatchObject({ name: 'Imported Summit', timezone: -330, language: 'de', hasSessions: true });
    expect(((await api.get(`/agenda/${id}`)).json().data.categories as unknown[]).length).toBe(2);
  });

  it('refuses a file that is not JSON', async () => {
    const result = await refused(() => api.postMultipart('/importEvent', { file: { filename: 'event.csv', content: 'a,b', type: 'text/csv' } }));
    expect(result).toEqual({ status: 'error', errorMessage: 'Only JSON files can be imported.', problems: [{ path: 'file', reason: 'import.not_json' }] });
    const disguised = await refused(() => api.postMultipart('/importEvent', { file: { filename: 'event.json', content: 'x', type: 'image/png' } }));
    expect(disguised.problems).toEqual([{ path: 'file', reason: 'import.not_json' }]);
  });

  it('refuses a request without a file, and a file over 2 MB', async () => {
    expect((await refused(() => api.postMultipart('/importEvent', { note: 'no file' }))).problems).toEqual([{ path: 'file', reason: 'import.no_file' }]);
    expect((await refused(() => api.post('/importEvent', { file: exportFile() }))).problems).toEqual([{ path: 'file', reason: 'import.no_file' }]);
    const big = JSON.stringify({ ...exportFile(), padding: ' '.repeat(EVENT_IMPORT_MAX_BYTES) });
    const result = await refused(() => api.postMultipart('/importEvent', { file: { filename: 'big.json', content: big, type: 'application/json' } }));
    expect(result).toMatchObject({ errorMessage: 'The file is larger than 2 MB.', problems: [{ path: 'file', reason: 'import.too_large' }] });
  });

  it('answers a JSON body with 400 once, and Fastify logs no second answer', async () => {
    warnings.length = 0;
    const res = await api.post('/importEvent', { file: exportFile() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'import_invalid', fields: { file: 'import.no_file' } });
    // The second answer would be logged after the first has gone out; a later request's answer comes after that.
    await api.get('/events');
    expect(warnings.filter((line) => line.includes('Reply was already sent'))).toEqual([]);
  });

  it('refuses a file that is not valid JSON', async () => {
    const result = await refused(() => api.postMultipart('/importEvent', { file: { filename: 'event.json', content: '{"format": "aula-event",', type: 'application/json' } }));
    expect(result).toEqual({ status: 'error', errorMessage: 'The file is not valid JSON.', problems: [{ path: 'file', reason: 'import.invalid_json' }] });
  });

  it('lists every problem of a malformed file: format, version, missing fields, bad dates and times', async () => {
    const file = exportFile({ name: '', startDate: '2027-02-30', endDate: undefined, closingTime: '7pm', timezone: 'UTC' });
    const session = file.agenda.categories[0]!.sessions[0]!;
    Object.assign(session, { day: '2027-13-01', startTime: '9:00' });
    const result = await refused(() => api.importFile({ ...file, format: 'other-product', version: 99 }));
    expect(result.errorMessage).toBe('The file cannot be imported, nothing was created. Problems found: 9.');
    expect(result.problems).toEqual([
      { path: 'format', reason: 'import.unknown_format' },
      { path: 'version', reason: 'import.unsupported_version' },
      { path: 'event.name', reason: 'validation.required' },
      { path: 'event.startDate', reason: 'validation.invalid_date' },
      { path: 'event.endDate', reason: 'validation.required' },
      { path: 'event.closingTime', reason: 'validation.invalid_time' },
      { path: 'event.timezone', reason: 'validation.required' },
      { path: 'agenda.categories.0.sessions.0.day', reason: 'validation.invalid_date' },
      { path: 'agenda.categories.0.sessions.0.startTime', reason: 'validation.invalid_time' },
    ]);
  });

  it('lists the setup rules an imported event breaks, as a new event', async () => {
    const result = await refused(() =>
      api.importFile(exportFile({ startDate: inDays(-3), endDate: inDays(-4), closingDate: inDays(60), agenda: undefined })),
    );
    expect(result.problems).toEqual([
      { path: 'event.startDate', reason: 'validation.event_start_in_past' },
      { path: 'event.endDate', reason: 'validation.event_end_before_start' },
      { path: 'event.closingDate', reason: 'validation.event_closing_too_late' },
    ]);
    const noAgenda = await refused(() => api.importFile({ format: 'aula-event', version: 1, event: exportFile().event }));
    expect(noAgenda.problems).toEqual([{ path: 'agenda', reason: 'validation.required' }]);
    const notAnObject = await refused(() => api.importFile([1, 2]));
    expect(notAnObject.problems).toEqual([{ path: 'file', reason: 'validation.invalid' }]);
  });

  it('answers the refusal in the request language', async () => {
    const res = await api.postMultipart('/importEvent', { file: { filename: 'event.txt', content: 'x', type: 'text/plain' } });
    expect(res.json().data.errorMessage).toBe('Only JSON files can be imported.');
    const german = await api.postMultipart('/importEvent', { file: { filename: 'event.txt', content: 'x', type: 'text/plain' } }, { 'accept-language': 'de' });
    expect(german.json().data.errorMessage).toBe('Es können nur JSON-Dateien importiert werden.');
  });
});
