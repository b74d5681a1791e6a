import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A web build with the three entries' pages and one hashed asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-spa-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
fs.writeFileSync(path.join(webDist, 'sign-in.html'), '<!doctype html><title>sign-in</title>');
fs.writeFileSync(path.join(webDist, 'venue.html'), '<!doctype html><title>venue</title>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets/sign-in-abc123.js'), 'console.log(1);');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const open = (url: string, method: 'GET' | 'POST' = 'GET') => t.app.inject({ method, url });

describe('the web app pages', () => {
  it.each([
    '/auth',
    '/auth/',
    '/auth/login',
    '/auth/login?redirect=%2Fevents&ref=mail',
    '/auth/signup/acme',
    '/auth/reset-password/Qx7-cut',
    '/Auth/Login',
    '/auth/no-such-page',
  ])('answers %s with the sign-in pages, never cached', async (url) => {
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>sign-in</title>');
  });

  it.each(['/', '/events', '/event/12/dashboard?tab=1', '/authors', '/some/old/link'])('answers %s with the console', async (url) => {
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>console</title>');
  });

  it.each([
    '/e/Ab12Cd/venue',
    '/e/Ab12Cd/venue/',
    '/e/Ab12Cd/venue/sign-in?lang=de',
    '/e/Ab12Cd/venue/rooms/4',
    '/e/Ab12Cd/venue/invitation/Qx7-cut',
    '/e/NoSuchCode/venue/agenda',
    '/e/Ab12Cd/register',
    '/e/Ab12Cd/register/confirm/Qx7-cut',
  ])('answers %s with the venue, never cached, with its own policy', async (url) => {
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>venue</title>');
    // Streams, players and embeds come from the organisers' hosts (docs/rules/venue.md#the-venue).
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).toContain("media-src 'self' https: blob:");
    expect(csp).toContain("script-src 'self'");
    // Images and fonts only from the app itself, whatever the event's custom CSS asks for (docs/rules/design.md#custom-css).
    expect(csp).toContain("img-src 'self';");
    expect(csp).toContain("font-src 'self';");
  });

  it.each(['/e/Ab12Cd', '/e/Ab12Cd/agenda.ics', '/e/Ab12Cd/venues', '/e/Ab12Cd/Venue'])('leaves %s to the public page, never the venue', async (url) => {
    const res = await open(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>venue</title>');
    expect(res.body).toContain('<html lang="en">');
    expect(String(res.headers['content-security-policy'])).not.toContain('frame-src');
  });

  it('keeps the console\'s policy for the console', async () => {
    const csp = String((await open('/events')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain('media-src');
  });

  it('serves the files themselves: the pages uncached, hashed assets for a year', async () => {
    const page = await open('/sign-in.html');
    expect(page.body).toContain('<title>sign-in</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await open('/assets/sign-in-abc123.js');
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and other methods with the JSON 404', async () => {
    for (const res of [await open('/api/nothing'), await open('/auth/login', 'POST')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
