import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { eventsClient, EVENTS_TEST_ENV, inDays } from '../events/events-test-support';
import { contentWriter, publishedEvent } from './public-page-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...EVENTS_TEST_ENV, PUBLIC_URL: 'https://aula.test' });
});
afterAll(async () => {
  await t.close();
});

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const meta = (body: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(body)?.[1];

describe('GET /e/{code}', () => {
  it('renders a published event with its name, dates in its zone, location and social tags', async () => {
    const { code } = await publishedEvent(t, { name: 'Harbour Summit', startTime: '10:00', endTime: '18:00' });
    const res = await open(`/e/${code}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const body = res.body;
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<title>Harbour Summit · Aula</title>');
    expect(body).toContain('<h1>Harbour Summit</h1>');
    expect(body).toMatch(/\d{1,2} \w{3} \d{4}, 10:00 – \w{3},? \d{1,2} \w{3} \d{4}, 18:00 \(UTC \+01:00\)/);
    expect(body).toContain('Hamburg');
    expect(meta(body, 'name', 'description')).toMatch(/10:00 – .* · Hamburg$/);
    expect(meta(body, 'property', 'og:title')).toBe('Harbour Summit');
    expect(meta(body, 'property', 'og:description')).toContain('(UTC +01:00) · Hamburg');
    expect(meta(body, 'property', 'og:url')).toBe(`https://aula.test/e/${code}`);
    expect(meta(body, 'name', 'twitter:card')).toBe('summary');
    expect(body).toContain(`<link rel="canonical" href="https://aula.test/e/${code}">`);
    // No event image: no og:image.
    expect(body).not.toContain('og:image');
  });

  it('is not the SPA: a strict policy, no inline script, caching by ETag', async () => {
    const { code } = await publishedEvent(t);
    const res = await open(`/e/${code}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(res.body).not.toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    const again = await open(`/e/${code}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('follows ?lang and Accept-Language, else the event\'s language, with a switch to the other', async () => {
    const { code } = await publishedEvent(t, { language: 'de' });
    const byEvent = await open(`/e/${code}`, { 'accept-language': 'fr-FR' });
    expect(byEvent.body).toContain('<html lang="de">');
    expect(byEvent.body).toContain('Programm');
    expect(byEvent.body).toContain(`href="/e/${code}?lang=en"`);
    expect(byEvent.body).toMatch(/Sa\.|So\.|Mo\.|Di\.|Mi\.|Do\.|Fr\./);
    const byHeader = await open(`/e/${code}`, { 'accept-language': 'en-US,de;q=0.5' });
    expect(byHeader.body).toContain('<html lang="en">');
    const byQuery = await open(`/e/${code}?lang=de`, { 'accept-language': 'en' });
    expect(byQuery.body).toContain('<html lang="de">');
    expect(byQuery.body).toContain('Zeiten in meiner Zeitzone anzeigen');
    expect(byQuery.body).toContain(`href="/e/${code}?lang=en"`);
  });

  it('applies the saved design: colours, text colour by luminance, font, images and og:image', async () => {
    const { user, eventId, code } = await publishedEvent(t);
    const content = contentWriter(t, user.companyId, eventId);
    const [image, logo, banner] = [await content.file('image'), await content.file('logo', { width: 400, height: 100 }), await content.file('banner')];
    await content.design({ primaryColor: '#ffffff', backgroundColor: '#102a43', accentColor: '#e8590c', font: 'georgia', imageFileId: image, logoFileId: logo, bannerFileId: banner });
    const body = (await open(`/e/${code}`)).body;
    expect(body).toContain('--bg:#102a43;--fg:#ffffff;--primary:#ffffff;--on-primary:#000000');
    expect(body).toContain('--accent:#e8590c;--on-accent:#ffffff');
    expect(body).toContain('--font:Georgia');
    expect(body).toMatch(/<img class="logo" src="\/api\/files\/key-logo-\w+" alt="Harbour Summit" width="400" height="100">/);
    expect(body).toMatch(/<img class="banner" src="\/api\/files\/key-banner-\w+"/);
    expect(meta(body, 'property', 'og:image')).toMatch(/^https:\/\/aula\.test\/api\/files\/key-image-\w+$/);
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('never shows a file of another company, and falls back to the default colours for bad values', async () => {
    const stranger = await signedInUser(t);
    const { user, eventId, code } = await publishedEvent(t);
    const foreign = await contentWriter(t, stranger.companyId, eventId).file('foreign');
    await contentWriter(t, user.companyId, eventId).design({ bannerFileId: foreign, backgroundColor: 'red;}body{display:none' });
    const body = (await open(`/e/${code}`)).body;
    expect(body).not.toContain('key-foreign');
    expect(body).toContain('--bg:#f8f9fa;--fg:#000000');
    expect(body).not.toContain('display:none');
  });

  it('shows the menu in the saved order, anchors built-in items, opens links with rel=noopener, leaves out hidden items', async () => {
    const { user, eventId, code } = await publishedEvent(t);
    await contentWriter(t, user.companyId, eventId).navigation([
      { kind: 'rooms', labelEn: 'Our rooms' },
      { kind: 'link', labelEn: 'Tickets', labelDe: 'Karten', url: 'https://tickets.example.com/summit' },
      { kind: 'home' },
      { kind: 'agenda', visible: false },
      { kind: 'chat' },
    ]);
    const body = (await open(`/e/${code}`)).body;
    const nav = /<nav class="menu"[^>]*>(.*?)<\/nav>/s.exec(body)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)].map((m) => [m[1], m[3], m[2]!.trim()]);
    expect(links).toEqual([
      ['#rooms', 'Our rooms', ''],
      ['https://tickets.example.com/summit', 'Tickets', 'target="_blank" rel="noopener"'],
      ['#top', 'Home', ''],
    ]);
    // The hidden agenda item hides the agenda section; chat has no page yet.
    expect(body).not.toContain('id="agenda"');
    expect(body).toContain('id="rooms"');
    const german = (await open(`/e/${code}?lang=de`)).body;
    expect(german).toContain('>Karten</a>');
    expect(german).toContain('>Startseite</a>');
  });

  it('lists visible rooms in order with image, type and sanitised description, and leaves out hidden ones', async () => {
    const { user, eventId, code } = await publishedEvent(t);
    const content = contentWriter(t, user.companyId, eventId);
    const image = await content.file('room');
    await content.room({ nameEn: 'Second stage', position: 2, type: 'meeting' });
    await content.room({ nameEn: 'Main stage', nameDe: 'Hauptbühne', position: 1, imageFileId: image, descriptionEn: '<p>Keynotes <strong>live</strong></p><script>alert(1)</script>' });
    await content.room({ nameEn: 'Backstage', position: 0, visible: false });
    const body = (await open(`/e/${code}`)).body;
    const names = [...body.matchAll(/<li class="room card">.*?<h3>([^<]*)<\/h3>\s*<span class="type">([^<]*)<\/span>/gs)].map((m) => [m[1], m[2]]);
    expect(names).toEqual([
      ['Main stage', 'Stage'],
      ['Second stage', 'Video meeting'],
    ]);
    expect(body).not.toContain('Backstage');
    expect(body).toContain('<p>Keynotes <strong>live</strong></p>');
    expect(body).not.toContain('alert(1)');
    expect(body).toMatch(/<img class="room-image" src="\/api\/files\/key-room-\w+" alt="" width="800" height="800" loading="lazy"/);
    expect((await open(`/e/${code}?lang=de`)).body).toContain('<h3>Hauptbühne</h3>');
  });

  it('lists the agenda by day with times, rooms, tracks and hosts; a hidden room is not named', async () => {
    const start = inDays(10);
    const { user, eventId, code } = await publishedEvent(t, { startDate: start, endDate: start, startTime: '09:00', endTime: '17:00', timezone: '60' });
    const content = contentWriter(t, user.companyId, eventId);
    const stage = await content.room({ nameEn: 'Main stage' });
    const hidden = await content.room({ nameEn: 'Secret room', visible: false });
    const track = await content.category({ name: 'Talks', nameDe: 'Vorträge', color: '#e64980' });
    const host = await content.host('Ada Lovelace');
    await content.session({ title: 'Closing', day: start, startTime: '16:00', endTime: '17:00', categoryId: track, roomId: hidden });
    await content.session({ title: 'Opening', titleDe: 'Eröffnung', day: start, startTime: '09:00', endTime: '09:30', categoryId: track, roomId: stage, hostIds: [host] });
    const body = (await open(`/e/${code}`)).body;
    const sessions = [...body.matchAll(/<time [^>]*data-tz="session"[^>]*>([^<]*)<\/time>\s*<div>\s*<h4>([^<]*)<\/h4>/g)].map((m) => [m[1], m[2]]);
    expect(sessions).toEqual([
      ['09:00 – 09:30', 'Opening'],
      ['16:00 – 17:00', 'Closing'],
    ]);
    expect(body).toContain('Main stage</span>');
    expect(body).not.toContain('Secret room');
    expect(body).toContain('<span class="track t');
    expect(body).toMatch(/\.t\d+\{--track:#e64980\}/);
    expect(body).toContain('With Ada Lovelace');
    // Times carry their UTC instants for the viewer's-zone script: 09:00 at UTC +01:00 is 08:00 UTC.
    expect(body).toContain(`datetime="${start}T08:00:00.000Z"`);
    expect((await open(`/e/${code}?lang=de`)).body).toContain('<h4>Eröffnung</h4>');
  });

  it('escapes everything an organiser typed', async () => {
    const { user, eventId, code } = await publishedEvent(t, { name: '<script>alert(1)</script>', location: '"><img src=x onerror=alert(2)>' });
    await contentWriter(t, user.companyId, eventId).navigation([{ kind: 'home', labelEn: '</a><script>alert(3)</script>' }, { kind: 'link', labelEn: 'x', url: 'javascript:alert(4)' }]);
    const body = (await open(`/e/${code}`)).body;
    expect(body).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; · Aula</title>');
    expect(body).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(body).not.toContain('javascript:');
  });
});

describe('what has no public page', () => {
  it('answers a draft\'s id-less page, an unknown code and other shapes with the not-found page', async () => {
    const user = await signedInUser(t);
    await eventsClient(t, user.token).create({ name: 'Still a draft' });
    for (const url of ['/e/ZZZZZZ', '/e/not-a-code!', '/e/ABC234/extra', '/e/']) {
      const res = await open(url, { 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Page not found · Aula</title>');
      expect(res.body).not.toContain('Still a draft');
    }
    const german = await open('/e/ZZZZZZ', { 'accept-language': 'de-DE' });
    expect(german.body).toContain('<h1>Seite nicht gefunden</h1>');
  });

  it('finds a code typed in lower case', async () => {
    const { code } = await publishedEvent(t, { name: 'Case Summit' });
    const res = await open(`/e/${code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://aula.test/e/${code}">`);
  });
});
