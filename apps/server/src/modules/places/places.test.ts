import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, placeSuggestionSchema } from '@aula/shared';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { closedPortUrl, startFakeGeocoder, type FakeServer } from '../../test/fake-servers';
import { createTestApp, type TestApp } from '../../test/test-app';

const search = (t: TestApp, token: string | null, query: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/searchPlaces?${query}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

describe('GET /api/searchPlaces with a geocoder', () => {
  let geocoder: FakeServer;
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    t = await createTestApp({ MAPS_SEARCH_URL: `${geocoder.url}/search`, RATE_LIMIT_PER_IP: '1000' });
    user = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await geocoder.close();
  });

  it('maps the results to suggestions with a short location and address components', async () => {
    const res = await search(t, user.token, 'q=Estrel%20Berlin');
    expect(res.statusCode).toBe(200);
    const data = placeSuggestionSchema.array().parse(res.json().data);
    expect(data).toEqual([
      {
        label: 'Estrel, 225, Sonnenallee, Neukölln, Berlin, 12057, Germany',
        location: 'Estrel, Berlin',
        address: [
          { type: 'street_number', name: '225' },
          { type: 'route', name: 'Sonnenallee' },
          { type: 'postal_code', name: '12057' },
          { type: 'locality', name: 'Berlin' },
          { type: 'administrative_area', name: 'Berlin' },
          { type: 'country', name: 'Germany' },
        ],
      },
      {
        label: 'Berlin, Germany',
        location: 'Berlin, Germany',
        address: [
          { type: 'locality', name: 'Berlin' },
          { type: 'country', name: 'Germany' },
        ],
      },
    ]);
    const sent = new URL(geocoder.requests.at(-1)!.url, 'http://127.0.0.1');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'Estrel Berlin',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      'accept-language': 'en',
    });
    expect(geocoder.requests.at(-1)!.headers['user-agent']).toBe('Aula');
  });

  it('passes the language on, from the query or else from the request', async () => {
    const asked = await search(t, user.token, 'q=Berlin&lang=de');
    expect(asked.json().data[1].address).toContainEqual({ type: 'country', name: 'Deutschland' });
    const fromHeader = await search(t, user.token, 'q=Berlin', 'de-DE');
    expect(fromHeader.json().data[1].label).toBe('Berlin, Deutschland');
  });

  it('refuses a one-letter query', async () => {
    const res = await search(t, user.token, 'q=B');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(ERROR_CODES.validation);
  });

  it('needs a signed-in user', async () => {
    const res = await search(t, null, 'q=Berlin');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(ERROR_CODES.unauthorized);
  });
});

describe('GET /api/searchPlaces when the geocoder is down', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ MAPS_SEARCH_URL: `${await closedPortUrl()}/search`, MAPS_TIMEOUT_MS: '1000' });
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('answers 503 place_search_unavailable in the request language', async () => {
    const res = await search(t, user.token, 'q=Berlin', 'de');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: ERROR_CODES.placeSearchUnavailable,
      message: 'Die Ortssuche ist nicht erreichbar. Geben Sie den Ort selbst ein.',
    });
  });
});

describe('GET /api/searchPlaces without a geocoder', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('is not found', async () => {
    const res = await search(t, user.token, 'q=Berlin');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(ERROR_CODES.notFound);
  });
});
