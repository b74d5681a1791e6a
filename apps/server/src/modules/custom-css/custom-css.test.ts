import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { CUSTOM_CSS_MAX_BYTES } from '@aula/shared';
import { customCssVersions, files } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInAttendee } from '../attendee-auth/attendee-test-support';
import { EVENTS_TEST_ENV, eventsClient, type EventsClient } from '../events/events-test-support';

async function libraryImage(t: TestApp, companyId: number, key: string): Promise<string> {
  await t.database.db.insert(files).values({ companyId, storageKey: key, fileName: key, contentType: 'image/png', byteSize: 100, width: 10, height: 10 });
  return `/api/files/${key}`;
}

const LAYERED = (rules: string) => `@layer aula-base,aula-custom,aula-safety;@layer aula-custom{${rules}}`;

describe('custom CSS', () => {
  let t: TestApp;
  let owner: EventsClient;
  let stranger: EventsClient;
  let eventId: number;
  let code: string;
  let ownImage: string;
  let strangerImage: string;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    const ownerUser = await signedInUser(t);
    const strangerUser = await signedInUser(t);
    owner = eventsClient(t, ownerUser.token);
    stranger = eventsClient(t, strangerUser.token);
    eventId = await owner.create();
    const published = await owner.post(`/publishEvent/${eventId}`);
    code = published.json().data.code;
    ownImage = await libraryImage(t, ownerUser.companyId, 'own-banner.png');
    strangerImage = await libraryImage(t, strangerUser.companyId, 'stranger-banner.png');
  });
  afterAll(() => t.close());

  it('answers an empty stylesheet and no versions before the first save, and the pages link none', async () => {
    const res = await owner.get(`/customCss/${eventId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ eventId, css: '', version: null, history: [] });
    expect((await t.app.inject({ method: 'GET', url: `/api/venue/${code}/entry` })).json().data.design.customCssUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/e/${code}/custom.css?v=1` })).statusCode).toBe(404);
  });

  it('refuses CSS with problems, each at its line and column, and saves nothing', async () => {
    const res = await owner.post(`/customCss/${eventId}`, { css: `.bar{color:red}\n.hero{\n  background:url(${strangerImage});\n  behavior:url(x.htc)\n}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ css: 'validation.css_invalid' });
    expect(res.json().error.problems).toEqual([
      { field: 'css', key: 'validation.css_url', params: { line: 3, column: 14, name: '' } },
      { field: 'css', key: 'validation.css_property', params: { line: 4, column: 3, name: 'behavior' } },
    ]);
    expect((await owner.get(`/customCss/${eventId}`)).json().data.version).toBeNull();
  });

  it('refuses CSS over 64 KB next to the field', async () => {
    const res = await owner.post(`/customCss/${eventId}`, { css: `/*${'x'.repeat(CUSTOM_CSS_MAX_BYTES)}*/` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ css: 'validation.css_too_large' });
  });

  it('previews what a save would keep', async () => {
    const res = await owner.post(`/customCss/${eventId}/preview`, { css: 'h1{color:red;behavior:x}' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sanitizedCss).toBe(LAYERED('.aula-event h1{color:red}'));
    expect(res.json().data.problems).toEqual([{ code: 'property', line: 1, column: 14, name: 'behavior' }]);
  });

  it('saves versions, lists them newest first and restores one as a new version', async () => {
    const first = await owner.post(`/customCss/${eventId}`, { css: `.hero{background:url(${ownImage})}` });
    expect(first.statusCode, first.body).toBe(200);
    const second = await owner.post(`/customCss/${eventId}`, { css: 'h1{color:#c92a2a}' });
    expect(second.json().data).toMatchObject({ css: 'h1{color:#c92a2a}', version: 2 });
    expect(second.json().data.history.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect(second.json().data.history[0].savedBy).not.toBe('');

    const restored = await owner.post(`/customCss/${eventId}/restore/1`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ css: `.hero{background:url(${ownImage})}`, version: 3 });
    expect((await owner.post(`/customCss/${eventId}/restore/99`)).statusCode).toBe(404);
  });

  it('serves the sanitised CSS to the public page inline and to the venue as a stylesheet', async () => {
    await owner.post(`/customCss/${eventId}`, { css: '.bar{background:#2b8a3e}' });
    const page = await t.app.inject({ method: 'GET', url: `/e/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<body class="aula-event">');
    expect(page.body).toContain('@layer aula-custom{.aula-event .bar{background:#2b8a3e}}@layer aula-safety{');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self';");
    expect(csp).toContain("font-src 'self';");

    const entry = await t.app.inject({ method: 'GET', url: `/api/venue/${code}/entry` });
    const url = entry.json().data.design.customCssUrl as string;
    expect(url).toBe(`/e/${code}/custom.css?v=4`);
    const sheet = await t.app.inject({ method: 'GET', url });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('text/css');
    expect(sheet.headers['cache-control']).toContain('immutable');
    expect(sheet.body).toContain('.aula-event .bar{background:#2b8a3e}');
    // An older version's address answers what is in use now, and is not kept.
    const older = await t.app.inject({ method: 'GET', url: `/e/${code}/custom.css?v=1` });
    expect(older.headers['cache-control']).toBe('no-cache');
    expect(older.body).toBe(sheet.body);
    expect((await t.app.inject({ method: 'GET', url: '/e/NOSUCH1/custom.css?v=1' })).statusCode).toBe(404);
  });

  it('stores the rules without the layers, which the venue stylesheet adds', async () => {
    await owner.post(`/customCss/${eventId}`, { css: 'h2{color:#1864ab}' });
    const [stored] = await t.database.db
      .select({ sanitizedCss: customCssVersions.sanitizedCss, version: customCssVersions.version })
      .from(customCssVersions)
      .where(eq(customCssVersions.eventId, eventId))
      .orderBy(desc(customCssVersions.version))
      .limit(1);
    expect(stored!.sanitizedCss).toBe('.aula-event h2{color:#1864ab}');
    const sheet = await t.app.inject({ method: 'GET', url: `/e/${code}/custom.css?v=${stored!.version}` });
    expect(sheet.body).toBe(LAYERED('.aula-event h2{color:#1864ab}'));
  });

  it('serves a version saved with its layers, as earlier versions were, once the migration has run, as one saved now', async () => {
    const latest = (await owner.get(`/customCss/${eventId}`)).json().data.version as number;
    await t.database.db.insert(customCssVersions).values({
      eventId,
      version: latest + 1,
      css: 'h3{color:teal}',
      sanitizedCss: LAYERED('.aula-event h3{color:teal}'),
      savedBy: null,
      savedAt: new Date(),
    });
    await t.database.db.execute(sql.raw(readFileSync(new URL('../../db/migrations/0021_custom_css_rules_without_layers.sql', import.meta.url), 'utf8')));
    const sheet = await t.app.inject({ method: 'GET', url: `/e/${code}/custom.css?v=${latest + 1}` });
    expect(sheet.body).toBe(LAYERED('.aula-event h3{color:teal}'));
    const page = await t.app.inject({ method: 'GET', url: `/e/${code}` });
    expect(page.body).toContain('@layer aula-custom{.aula-event h3{color:teal}}@layer aula-safety{');
  });

  it("answers another company's event as not found", async () => {
    expect((await stranger.get(`/customCss/${eventId}`)).statusCode).toBe(404);
    expect((await stranger.post(`/customCss/${eventId}`, { css: 'a{color:red}' })).statusCode).toBe(404);
    expect((await stranger.post(`/customCss/${eventId}/restore/1`)).statusCode).toBe(404);
    expect((await stranger.post(`/customCss/${eventId}/preview`, { css: 'a{color:red}' })).statusCode).toBe(404);
  });

  it("refuses an attendee's token", async () => {
    const attendee = await signedInAttendee(t, { eventId, code });
    const res = await t.app.inject({ method: 'GET', url: `/api/customCss/${eventId}`, headers: { authorization: `Bearer ${attendee.token}` } });
    expect(res.statusCode).toBe(401);
  });
});
