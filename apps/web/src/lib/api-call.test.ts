import { describe, expect, it, vi } from 'vitest';
import { roomCalls, staticDataCalls } from '@aula/shared';
import { callApi } from './api-call';

const room = {
  id: 4,
  eventId: 12,
  type: 'networking',
  nameEn: 'Lounge',
  nameDe: 'Lounge',
  descriptionEn: '',
  descriptionDe: '',
  image: null,
  position: 0,
  visible: true,
  streamUrl: '',
  meetingProvider: '',
  meetingUrl: '',
  embedUrl: '',
  qaEmbedUrl: '',
};

function answering(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callApi', () => {
  it('takes the method and path from the declaration and fills the path parameters', async () => {
    const fetch = answering({ data: [room] });
    await expect(callApi(roomCalls.reorder, { params: { eventId: 12 }, body: { ids: [4] }, spinner: false })).resolves.toEqual([room]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reorderRooms/12');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ ids: [4] }));
  });

  it('checks the answer against the declared schema', async () => {
    answering({ data: { ...room, type: 'ballroom' } });
    await expect(callApi(roomCalls.get, { params: { eventId: 12, roomId: 4 }, spinner: false })).rejects.toThrow();
  });

  it('sends the declared query, encoded, and leaves out empty values', async () => {
    const fetch = answering({ data: [] });
    await callApi(staticDataCalls.searchPlaces, { query: { q: 'Köln & Bonn', lang: undefined }, spinner: false });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/searchPlaces?q=K%C3%B6ln+%26+Bonn');
  });
});
