import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent } from './public-page-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(EVENTS_TEST_ENV);
});
afterAll(async () => {
  await t.close();
});

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

it('says that a closed event has closed (410 Gone)', async () => {
  const { code } = await publishedEvent(t, { name: 'Past Summit' });
  expect((await open(`/e/${code}`)).statusCode).toBe(200);
  // The event closes 20 days after its end, which is 11 days ahead.
  t.advanceClock(40 * 24 * 3600 * 1000);
  const res = await open(`/e/${code}`, { 'accept-language': 'en' });
  expect(res.statusCode).toBe(410);
  expect(res.body).toContain('<h1>This event has closed</h1>');
  expect(res.body).toContain('Past Summit');
  expect(res.body).not.toContain('id="agenda"');
  expect((await open(`/e/${code}?lang=de`)).body).toContain('Dieses Event ist beendet');
});

