import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, inDays } from '../events/events-test-support';
import { contentWriter, publishedEvent } from './public-page-test-support';

// A web build with the SPA's index.html and the public page's bundle and manifest.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-public-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'public-page/.vite'), { recursive: true });
fs.mkdirSync(path.join(webDist, 'public-page/assets'), { recursive: true });
fs.writeFileSync(path.join(webDist, 'public-page/assets/time-zones-abc123.js'), 'console.log(1);');
fs.writeFileSync(
  path.join(webDist, 'public-page/.vite/manifest.json'),
  JSON.stringify({ 'src/public-page/main.ts': { file: 'assets/time-zones-abc123.js', isEntry: true } }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...EVENTS_TEST_ENV, WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the public page beside the SPA', () => {
  it('is answered by the server, not by the SPA fallback, and loads only its own script file', async () => {
    const { code } = await publishedEvent(t);
    const res = await open(`/e/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="root"');
    expect(res.body).toContain('<script type="module" src="/public-page/assets/time-zones-abc123.js"></script>');
    expect(res.body).toContain('id="tz-toggle" hidden');
    const script = await open('/public-page/assets/time-zones-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    // Unknown codes get the public not-found page; other app paths still get the SPA.
    expect((await open('/e/UNKNOWN1')).body).toContain('Page not found');
    expect((await open('/events')).body).toContain('id="root"');
  });
});

describe('the way into the venue', () => {
  it('offers "Enter the event", leading to the venue under the same code, in either language and within the page\'s policy', async () => {
    const { code } = await publishedEvent(t, { language: 'de' });
    const english = await open(`/e/${code}?lang=en`);
    expect(english.body).toContain(`<p class="enter"><a href="/e/${code}/venue">Enter the event</a></p>`);
    const german = await open(`/e/${code}`);
    expect(german.body).toContain(`<a href="/e/${code}/venue">Zum Event</a>`);
    // A link needs no script, and the policy that admits the page's one stylesheet still holds.
    expect(String(german.headers['content-security-policy'])).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect((await open('/e/ZZZZZZ')).body).not.toContain('class="enter"');
  });
});

describe('GET /e/{code}/agenda.ics', () => {
  it('offers the public agenda as a calendar in the event\'s zone, without hidden rooms', async () => {
    const day = inDays(10);
    const { user, eventId, code } = await publishedEvent(t, { startDate: day, endDate: day, startTime: '09:00', endTime: '17:00' });
    const content = contentWriter(t, user.companyId, eventId);
    const stage = await content.room({ nameEn: 'Main stage', nameDe: 'Hauptbühne' });
    const hidden = await content.room({ nameEn: 'Secret room', visible: false });
    await content.session({ title: 'Opening', titleDe: 'Eröffnung', day, startTime: '09:00', endTime: '09:30', roomId: stage });
    await content.session({ title: 'Backstage talk', day, startTime: '10:00', endTime: '10:30', roomId: hidden });
    const page = await open(`/e/${code}`);
    expect(page.body).toContain(`href="/e/${code}/agenda.ics"`);

    const res = await open(`/e/${code}/agenda.ics?lang=de`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${code}-agenda.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('UTC+01:00');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => [e.summary, e.location])).toEqual([
      ['Eröffnung', 'Hauptbühne'],
      ['Backstage talk', null],
    ]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(`${day}T08:00:00.000Z`);
  });

  it('has no calendar for an unknown code', async () => {
    const res = await open('/e/ZZZZZZ/agenda.ics');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });
});
