import { describe, expect, it } from 'vitest';
import { eventListQuerySchema } from './event-list';

describe('eventListQuerySchema', () => {
  it('defaults to the first page of every event', () => {
    expect(eventListQuerySchema.parse({})).toEqual({ tab: 'all', q: '', page: 1 });
  });

  it('reads every parameter as the URL carries it; empty ones count as not given', () => {
    const query = { tab: 'past', q: 'Köln', startFrom: '2027-03-01', startTo: '', endFrom: '2027-03-02', endTo: '2027-03-31', status: 'closed', page: '4' };
    expect(eventListQuerySchema.parse(query)).toEqual({ ...query, startTo: undefined, page: 4 });
  });

  it.each([
    [{ tab: 'later' }, 'tab'],
    [{ status: 'archived' }, 'status'],
    [{ page: '0' }, 'page'],
    [{ page: '100001' }, 'page'],
    [{ startFrom: '2027-02-29' }, 'startFrom'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ order: 'name' }, ''],
  ])('refuses %j at %s', (query, field) => {
    const result = eventListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
