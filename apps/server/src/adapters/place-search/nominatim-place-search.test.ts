import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aula/shared';
import { startFakeGeocoder, type FakeServer } from '../../test/fake-servers';
import { createNominatimPlaceSearch, suggestionFromResult } from './nominatim-place-search';

describe('nominatim place search', () => {
  let geocoder: FakeServer;
  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
  });
  afterAll(() => geocoder.close());

  it('takes town or village as the locality and skips results without a name', () => {
    expect(suggestionFromResult({ display_name: 'Hof, Bayern', name: 'Hof', address: { village: 'Hof', country: 'Deutschland' } })).toEqual({
      label: 'Hof, Bayern',
      location: 'Hof, Bayern',
      address: [
        { type: 'locality', name: 'Hof' },
        { type: 'country', name: 'Deutschland' },
      ],
    });
    expect(suggestionFromResult({ display_name: '' })).toBeNull();
  });

  it('reports unavailable on an error status', async () => {
    const search = createNominatimPlaceSearch({ url: `${geocoder.url}/missing`, timeoutMs: 2000 });
    await expect(search.search('Berlin', 'en')).rejects.toMatchObject({ status: 503, code: ERROR_CODES.placeSearchUnavailable });
  });

  it('reports unavailable when the geocoder does not answer within the time-out', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const search = createNominatimPlaceSearch({ url: `http://127.0.0.1:${port}/search`, timeoutMs: 200 });
    await expect(search.search('Berlin', 'en')).rejects.toMatchObject({ status: 503, code: ERROR_CODES.placeSearchUnavailable });
    silent.closeAllConnections();
    silent.close();
  });
});
