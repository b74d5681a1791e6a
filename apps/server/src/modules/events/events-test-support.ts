import { addDays, todayInZone } from '@aula/shared';
import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/accounts';

/** Settings for event test apps: tokens that outlive clock jumps, and room for many sign-ups. */
export const EVENTS_TEST_ENV = { TOKEN_TTL_SECONDS: String(30 * 24 * 3600), RATE_LIMIT_PER_IP: '1000' };

/** A day counted from today in UTC, e.g. `inDays(10)`. */
export const inDays = (days: number, nowMs = Date.now()) => addDays(todayInZone(nowMs, 0), days);

/** The text fields of POST /api/event for a valid two-day event ten days ahead, in UTC +01:00. */
export function eventFields(overrides: Record<string, string> = {}): Record<string, string> {
  const start = inDays(10);
  return {
    id: '0',
    name: 'Harbour Summit',
    startDate: start,
    startTime: '09:00',
    endDate: addDays(start, 1),
    endTime: '17:00',
    closingDate: addDays(start, 20),
    closingTime: '17:00',
    location: 'Hamburg',
    address: JSON.stringify([
      { type: 'locality', name: 'Hamburg' },
      { type: 'country', name: 'Germany' },
    ]),
    language: 'en',
    timezone: '60',
    conditions: '',
    moveSessions: '',
    is_virtual: '1',
    ...overrides,
  };
}

export type FilePart = { filename: string; content: string | Buffer; type: string };

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipartBody(parts: Record<string, string | FilePart>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type }), value.filename);
  }
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** The event calls as a signed-in client makes them. */
export function eventsClient(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    token,
    get: (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth }),
    post: (url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload }),
    async postMultipart(url: string, parts: Record<string, string | FilePart>, extraHeaders: Record<string, string> = {}) {
      const { payload, headers } = await multipartBody(parts);
      return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...auth, ...extraHeaders, ...headers }, payload });
    },
    /** Saves with a JSON body (the form sends multipart; both are accepted). */
    save: (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/event', headers: { ...auth, ...headers }, payload: fields }),
    /** Creates a valid event and answers its id. */
    async create(overrides: Record<string, string> = {}): Promise<number> {
      const res = await t.app.inject({ method: 'POST', url: '/api/event', headers: auth, payload: eventFields(overrides) });
      if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { id: number } }).data.id;
    },
    /** Imports an export file given as an object and answers the response. */
    importFile(file: unknown, filename = 'event.aula-event.json') {
      return this.postMultipart('/importEvent', { file: { filename, content: JSON.stringify(file), type: 'application/json' } });
    },
  };
}

export type EventsClient = ReturnType<typeof eventsClient>;

/** An export file of a valid event ten days ahead with two tracks and three sessions. */
export function exportFile(eventOverrides: Record<string, unknown> = {}) {
  const start = inDays(10);
  return {
    format: 'aula-event',
    version: 1,
    event: {
      name: 'Imported Summit',
      startDate: start,
      startTime: '09:00',
      endDate: addDays(start, 1),
      endTime: '17:00',
      closingDate: addDays(start, 20),
      closingTime: '17:00',
      location: 'Leipzig',
      address: [{ type: 'locality', name: 'Leipzig' }],
      language: 'de',
      timezone: -330,
      conditions: 'Keine.',
      ...eventOverrides,
    },
    agenda: {
      categories: [
        {
          name: 'Main stage',
          color: '#aa3300',
          sessions: [
            { title: 'Opening', day: start, startTime: '09:00', endTime: '09:30' },
            { title: 'Keynote', day: start, startTime: '10:00', endTime: '11:00' },
          ],
        },
        { name: 'Workshops', color: '#0044aa', sessions: [{ title: 'Hands on', day: addDays(start, 1), startTime: '13:00', endTime: '15:00' }] },
      ],
    },
  };
}
