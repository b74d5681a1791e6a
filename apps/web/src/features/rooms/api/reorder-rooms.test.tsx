import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Room } from '@aula/shared';
import { initI18n } from '@/lib/i18n';
import { roomQueryKeys } from './room-query-keys';
import { useReorderRooms } from './reorder-rooms';

const room = (id: number, position: number): Room => ({
  id,
  eventId: 7,
  type: 'networking',
  nameEn: `Room ${id}`,
  nameDe: '',
  descriptionEn: '',
  descriptionDe: '',
  image: null,
  position,
  visible: true,
  streamUrl: '',
  meetingProvider: '',
  meetingUrl: '',
  embedUrl: '',
  qaEmbedUrl: '',
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: () => Promise<Response>) {
  initI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const saved = [room(1, 0), room(2, 1), room(3, 2)];
  queryClient.setQueryData(roomQueryKeys.list(7), saved);
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useReorderRooms(7), { wrapper });
  const listed = () => queryClient.getQueryData<Room[]>(roomQueryKeys.list(7))!.map((r) => r.id);
  return { result, saved, listed, fetchMock };
}

describe('reordering rooms', () => {
  it('shows the new order at once and sends every id in it', async () => {
    let release: (response: Response) => void = () => undefined;
    const { result, saved, listed, fetchMock } = setup(() => new Promise((resolve) => (release = resolve)));
    const next = [saved[2]!, saved[0]!, saved[1]!];
    act(() => result.current.mutate(next));
    await waitFor(() => expect(listed()).toEqual([3, 1, 2]));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reorderRooms/7');
    expect(JSON.parse(init.body as string)).toEqual({ ids: [3, 1, 2] });
    release(json({ data: [room(3, 0), room(1, 1), room(2, 2)] }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listed()).toEqual([3, 1, 2]);
  });

  it('goes back to the previous order with an error toast when the server refuses', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { result, saved, listed } = setup(async () =>
      json({ error: { code: 'validation_failed', message: 'Please check the fields', fields: { ids: 'validation.invalid' } } }, 400),
    );
    act(() => result.current.mutate([saved[1]!, saved[0]!, saved[2]!]));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listed()).toEqual([1, 2, 3]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'The new order could not be saved.', color: 'red' }));
  });
});
