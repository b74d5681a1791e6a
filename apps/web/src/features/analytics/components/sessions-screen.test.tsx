import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { samplePeriod, sampleSession, sampleSessionRow } from '../testing/sample-analytics';
import { SLOW_RENDER_MS } from '../testing/timeouts';
import { stubApi } from '@/test/stub-api';
import { SessionScreen } from './session-screen';
import { SessionsScreen } from './sessions-screen';

const sessionsPage = (query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 1);
  const ids = page === 1 ? Array.from({ length: 20 }, (_, index) => index + 1) : [21, 22];
  return { period: samplePeriod(query.get('day')), rows: ids.map(sampleSessionRow), page, pageSize: 20, total: 22 };
};

function renderSessions(lang: 'en' | 'de' = 'en') {
  const calls = stubApi({
    'GET /analyticsSessions/7': (_init, query) => sessionsPage(query),
    'GET /analyticsSession/7/5': (_init, query) => sampleSession(Number(query.get('page') ?? 1)),
  });
  const view = renderWithProviders(<SessionsScreen />, {
    path: '/event/:id/analytics/sessions',
    url: '/event/7/analytics/sessions',
    lang,
    extraRoutes: [{ path: '/event/:id/analytics/sessions/:sessID', element: <SessionScreen /> }],
  });
  return { ...view, calls };
}

describe('SessionsScreen and SessionScreen', () => {
  it('lists the sessions with their figures, 20 a page, and opens one', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderSessions();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(20));
    const first = within(screen.getAllByTestId('session-row')[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['Session 1', 'Main stage', '4 May 2026, 09:00–10:00', '51', '40', '35.5', '4', '9', '12', '31']);
    // A session counts the votes on its questions (its polls belong to the room): the column says so, as its export does.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Session',
      'Room',
      'Time',
      'Attendees',
      'Peak',
      'Average minutes per attendee',
      'Questions',
      'Question votes',
      'Messages',
      'Reactions',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)!.query.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(await screen.findByRole('link', { name: 'Session 5' }));
    expect(await screen.findByRole('heading', { name: 'Session 5', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/event/7/analytics/sessions/5');
    expect(within(screen.getByRole('group', { name: 'Unique attendees' })).getByText('55')).toBeTruthy();
    expect(await screen.findAllByTestId('attendee-row')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe('/event/7/accounts/1/edit');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('attendee-row')).toHaveLength(3));
    expect(calls.at(-1)).toMatchObject({ path: '/analyticsSession/7/5' });
    expect(calls.at(-1)!.query.get('page')).toBe('2');
  }, SLOW_RENDER_MS);

  it.each([
    ['en', 'the whole event', null, 'The agenda has no sessions.'],
    ['en', 'one day', '2026-05-05', 'The agenda has no sessions on this day.'],
    ['de', 'the whole event', null, 'Das Programm hat keine Sessions.'],
    ['de', 'one day', '2026-05-05', 'Das Programm hat an diesem Tag keine Sessions.'],
  ] as const)('%s: says that the agenda has no sessions for %s', async (lang, _period, day, text) => {
    stubApi({ 'GET /analyticsSessions/7': (_init, query) => ({ period: samplePeriod(query.get('day')), rows: [], page: 1, pageSize: 20, total: 0 }) });
    const url = `/event/7/analytics/sessions${day ? `?day=${day}` : ''}`;
    renderWithProviders(<SessionsScreen />, { path: '/event/:id/analytics/sessions', url, lang });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
