import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OnlineAccounts } from '@aula/shared';
import { publishSocketMessage } from '@/lib/socket';
import { useOnlineAccounts } from './use-online-accounts';

const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

function setup(answers: OnlineAccounts[]) {
  const fetchMock = vi.fn(async (_url: string) => json(answers.shift()));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useOnlineAccounts(7), { wrapper });
  return { result, fetchMock };
}

const push = (eventId: number, change: { total: number; joined?: number[]; left?: number[] }) =>
  act(() => publishSocketMessage({ action: 'presence', eventId, rooms: {}, joined: [], left: [], ...change }));

describe('useOnlineAccounts', () => {
  it("asks who is online, then follows the console socket's pushes for its event only", async () => {
    const { result, fetchMock } = setup([{ accountIds: [11, 12], total: 2, rooms: {} }]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/accountsOnline/7');
    expect(result.current.isOnline(11)).toBe(true);
    expect(result.current.total).toBe(2);

    push(7, { total: 2, joined: [13], left: [11] });
    await waitFor(() => expect(result.current.isOnline(13)).toBe(true));
    expect(result.current.isOnline(11)).toBe(false);
    push(8, { total: 5, joined: [11] });
    push(7, { total: 3, joined: [15] });
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(result.current.isOnline(11)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again once the socket has reconnected, as pushes may have been missed meanwhile', async () => {
    const { result, fetchMock } = setup([
      { accountIds: [11], total: 1, rooms: {} },
      { accountIds: [14], total: 1, rooms: {} },
    ]);
    await waitFor(() => expect(result.current.isOnline(11)).toBe(true));
    act(() => publishSocketMessage({ action: 'authenticated' }));
    await waitFor(() => expect(result.current.isOnline(14)).toBe(true));
    expect(result.current.isOnline(11)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
