import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { ROOMS_TEST_ENV, libraryImage, roomBody, roomsClient, type RoomsClient } from './rooms-test-support';

/** The validators (docs/rules/validation.md) and the rich-text rules, enforced by the server whatever the client sends. */
describe('room rules on the server', () => {
  let t: TestApp;
  let api: RoomsClient;
  let eventId: number;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp(ROOMS_TEST_ENV);
    const user = await signedInUser(t);
    companyId = user.companyId;
    api = roomsClient(t, user.token);
    eventId = await api.create();
  });
  afterAll(() => t.close());

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an empty English name', { nameEn: '  ' }, { nameEn: 'validation.required' }],
    ['a name over 150 characters', { nameDe: 'x'.repeat(151) }, { nameDe: 'validation.max_150' }],
    ['an unknown type', { type: 'cinema' }, { type: 'validation.required' }],
    ['a stage without a stream', { type: 'stage' }, { streamUrl: 'validation.required' }],
    ['a stream that is no URL', { type: 'stage', streamUrl: 'javascript:alert(1)' }, { streamUrl: 'validation.invalid_url' }],
    ['a meeting link that is no URL', { type: 'meeting', meetingProvider: 'link', meetingUrl: 'meet.example.com' }, { meetingUrl: 'validation.invalid_url' }],
    ['an unknown meeting provider', { type: 'meeting', meetingProvider: 'skype', meetingUrl: 'https://meet.example.com' }, { meetingProvider: 'validation.required' }],
    ['an embed with a script', { type: 'embed', embedCode: '<script src="https://evil.example/x.js"></script>' }, { embedCode: 'validation.invalid_iframe' }],
    ['an embed with a plain-http source', { type: 'embed', embedCode: '<iframe src="http://example.com"></iframe>' }, { embedCode: 'validation.invalid_iframe' }],
    ['an embed with a script after the iframe', { type: 'embed', embedCode: '<iframe src="https://example.com"></iframe><script>alert(1)</script>' }, { embedCode: 'validation.invalid_iframe' }],
    ['a Q&A embed off the Slido host', { type: 'stage', streamUrl: 'https://s.example.com', qaEmbedCode: '<iframe src="https://slido.example.com/e"></iframe>' }, { qaEmbedCode: 'validation.invalid_slido' }],
  ])('refuses %s with the field key', async (_, change, fields) => {
    const res = await api.save(roomBody(eventId, change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields });
    expect(Object.keys(res.json().error.fields)).toEqual(Object.keys(fields));
  });

  it('says the message in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/room',
      headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'de' },
      payload: roomBody(eventId, { type: 'embed', embedCode: 'nope' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ embedCode: 'validation.invalid_iframe' });
  });

  it('refuses a body without the ids or with a wrong image id', async () => {
    expect((await api.save({ ...roomBody(eventId), eventId: undefined })).statusCode).toBe(400);
    expect((await api.save(roomBody(eventId, { imageId: 'x' }))).statusCode).toBe(400);
    expect((await api.save(roomBody(eventId, { imageId: 987654 }))).statusCode).toBe(404);
  });

  it('refuses a room image under 500x500 px or not square, naming the image field', async () => {
    for (const [size, key] of [
      [{ width: 400, height: 400 }, 'validation.image_too_small'],
      [{ width: 900, height: 600 }, 'validation.image_not_square'],
    ] as const) {
      const image = await libraryImage(t, companyId, size);
      const res = await api.save(roomBody(eventId, { imageId: image.id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ imageId: key });
    }
  });

  it('sanitises the descriptions: no scripts, event handlers or foreign images; formatting and safe links stay', async () => {
    const res = await api.save(
      roomBody(eventId, {
        descriptionEn:
          '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p>' +
          '<img src="/api/files/AbCdEf123456.png" alt="ok" onerror="alert(2)">' +
          '<img src="https://tracker.example.com/pixel.png">' +
          '<a href="https://example.com" onmouseover="x()">site</a><a href="javascript:alert(3)">bad</a>' +
          '<iframe src="https://example.com"></iframe><style>p{}</style>',
        descriptionDe: '<ul><li><em>Eins</em></li></ul><img src=x onerror=alert(1)>',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { descriptionEn, descriptionDe } = res.json().data as { descriptionEn: string; descriptionDe: string };
    for (const text of [descriptionEn, descriptionDe]) {
      expect(text).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|<style|tracker\.example/i);
    }
    expect(descriptionEn).toContain('Hello <strong>world</strong>');
    expect(descriptionEn).toContain('<img src="/api/files/AbCdEf123456.png" alt="ok" />');
    expect(descriptionEn).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>');
    expect(descriptionDe).toBe('<ul><li><em>Eins</em></li></ul>');
  });

  it('stores only the embed sources and clears the fields a type does not use', async () => {
    const res = await api.save(
      roomBody(eventId, {
        type: 'embed',
        embedCode: '<iframe onload="alert(1)" src="https://partner.example.com/page" style="x"></iframe>',
        streamUrl: 'https://stream.example.com',
        meetingProvider: 'zoom',
        meetingUrl: 'https://zoom.us/j/1',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ embedUrl: 'https://partner.example.com/page', qaEmbedUrl: '', streamUrl: '', meetingProvider: '', meetingUrl: '' });
    expect(res.body).not.toContain('onload');
  });
});
