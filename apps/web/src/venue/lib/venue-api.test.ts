import { afterEach, describe, expect, it, vi } from 'vitest';
import { venueCalls, venueSessionCalls } from '@aula/shared';
import { configureVenueApi, VenueApiError, venueCall } from './venue-api';

afterEach(() => {
  configureVenueApi({ token: () => null, language: () => 'en', sessionGone: () => undefined });
});

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('venueCall', () => {
  it('sends the declared method and path with the attendee\'s token and language, and checks the answer', async () => {
    const fetch = answer({ data: { ok: true } });
    vi.stubGlobal('fetch', fetch);
    configureVenueApi({ token: () => 'attendee-token', language: () => 'de' });
    expect(await venueCall(venueCalls.forgotPassword, { params: { code: 'AbC123' }, body: { email: 'a@example.com' } })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/venue/AbC123/forgotPassword');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer attendee-token', 'Accept-Language': 'de', 'Content-Type': 'application/json' });
  });

  it('refuses an answer that does not fit its schema', async () => {
    vi.stubGlobal('fetch', answer({ data: { ok: 'yes' } }));
    await expect(venueCall(venueSessionCalls.logout)).rejects.toMatchObject({ code: 'internal' });
  });

  it('ends the session on a 401 to a call that carried a token, never on one without', async () => {
    const sessionGone = vi.fn();
    vi.stubGlobal('fetch', answer({ error: { code: 'invalid_credentials', message: 'Wrong.' } }, 401));
    configureVenueApi({ sessionGone });
    const refused = await venueCall(venueCalls.login, { params: { code: 'AbC123' }, body: { email: 'a@example.com', password: 'x' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VenueApiError);
    expect(refused).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Wrong.' });
    expect(sessionGone).not.toHaveBeenCalled();
    configureVenueApi({ token: () => 'old-token' });
    await venueCall(venueCalls.content).catch(() => undefined);
    expect(sessionGone).toHaveBeenCalledTimes(1);
  });

  it('reads field errors and tells a network failure apart', async () => {
    vi.stubGlobal('fetch', answer({ error: { code: 'validation', message: 'Invalid input', fields: { firstName: 'validation.required' } } }, 400));
    await expect(venueCall(venueCalls.saveProfile, { body: { firstName: '', lastName: 'B', lang: 'en' } })).rejects.toMatchObject({ fields: { firstName: 'validation.required' } });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(venueCall(venueCalls.content)).rejects.toMatchObject({ status: 0, code: 'network', message: '' });
  });
});
