import type { ImportAccountsMessage, ServerSocketMessage } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { MissedPushes } from './missed-pushes';

const finished = (importId: string): ImportAccountsMessage => ({ action: 'importAccounts', status: 'success', eventId: 7, importId, created: 1, updated: 0, skipped: 0 });

function setUp(answers: ImportAccountsMessage[][] = []) {
  const delivered: ServerSocketMessage[] = [];
  const fetchFinished = vi.fn(async (_since: string) => answers.shift() ?? []);
  const missed = new MissedPushes(fetchFinished, (message) => delivered.push(message));
  return { delivered, fetchFinished, missed };
}

describe('pushes missed while the socket was away', () => {
  it('asks for nothing on the first authentication', () => {
    const { fetchFinished, missed, delivered } = setUp();
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:00:00.000Z' });
    expect(fetchFinished).not.toHaveBeenCalled();
    expect(delivered).toEqual([{ action: 'authenticated', at: '2026-11-27T10:00:00.000Z' }]);
  });

  it('after a reconnect, delivers the imports finished since the previous authentication', async () => {
    const { fetchFinished, missed, delivered } = setUp([[finished('a')]]);
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:00:00.000Z' });
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:05:00.000Z' });
    expect(fetchFinished).toHaveBeenCalledWith('2026-11-27T10:00:00.000Z');
    await vi.waitFor(() => expect(delivered).toContainEqual(finished('a')));
  });

  it('delivers an import once, whether pushed, caught up or both', async () => {
    const { missed, delivered } = setUp([[finished('a'), finished('b')]]);
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:00:00.000Z' });
    missed.receive(finished('a'));
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:05:00.000Z' });
    await vi.waitFor(() => expect(delivered).toContainEqual(finished('b')));
    missed.receive(finished('b'));
    expect(delivered.filter((message) => message.action === 'importAccounts')).toEqual([finished('a'), finished('b')]);
  });

  it('goes on without the catch-up when it cannot be had', async () => {
    const delivered: ServerSocketMessage[] = [];
    const missed = new MissedPushes(() => Promise.reject(new Error('offline')), (message) => delivered.push(message));
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:00:00.000Z' });
    missed.receive({ action: 'authenticated', at: '2026-11-27T10:05:00.000Z' });
    missed.receive(finished('c'));
    await Promise.resolve();
    expect(delivered.at(-1)).toEqual(finished('c'));
  });
});
