import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@aula/shared';
import { publishSocketMessage } from '@/lib/socket';
import { renderWithProviders } from '@/test/render-with-providers';
import { emptyDashboard, sampleDashboard, sampleRoom } from '../testing/sample-analytics';
import { SLOW_RENDER_MS } from '../testing/timeouts';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { DashboardScreen } from './dashboard-screen';

type Handlers = Parameters<typeof stubApi>[0];

function renderDashboard({ lang = 'en', url = '/event/7/analytics/dashboard', handlers = {} }: { lang?: Language; url?: string; handlers?: Handlers } = {}) {
  const calls = stubApi({
    'GET /analyticsDashboard/7': (_init, query) => sampleDashboard(query.get('day')),
    'GET /accountsOnline/7': () => ({ accountIds: [1, 2], total: 2, rooms: { '3': 2 } }),
    'GET /rooms/7': () => [sampleRoom(3, 'Main stage', 'Hauptbühne')],
    ...handlers,
  });
  const view = renderWithProviders(<DashboardScreen />, { path: '/event/:id/analytics/dashboard', url, lang });
  return { ...view, calls };
}

const figure = (name: string) => screen.getByRole('group', { name });
const roomRows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).join(' | '));
const dashboardCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/analyticsDashboard/7');

describe('DashboardScreen', () => {
  it('shows a labelled placeholder while loading, then the funnel and the headline figures', async () => {
    renderDashboard();
    expect(screen.getByRole('progressbar', { name: 'Loading analytics' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('group', { name: 'Unique attendees' })).toBeTruthy();
    expect(within(figure('Unique attendees')).getByText('120')).toBeTruthy();
    expect(within(figure('Peak concurrent')).getByText('64')).toBeTruthy();
    // 07:30 UTC is 09:30 in the event's zone (UTC+2).
    expect(within(figure('Peak concurrent')).getByText('at 09:30')).toBeTruthy();
    expect(within(figure('Watch minutes')).getByText('5,400')).toBeTruthy();
    expect(within(figure('Watch minutes')).getByText('90 hours')).toBeTruthy();
    expect(within(figure('Average minutes per attendee')).getByText('47.5')).toBeTruthy();
    expect(within(figure('Engagement rate')).getByText('75%')).toBeTruthy();
    expect(within(figure('Event score')).getByText('31.2')).toBeTruthy();
    expect(within(figure('Engaged')).getByText('90')).toBeTruthy();
    expect(within(figure('Engaged')).getByText('45%')).toBeTruthy();
    expect(screen.getByText('Highest: 64 at 09:30.')).toBeTruthy();
  });

  it('asks for its figures again each minute while it is open, as minutes are written', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let written = sampleDashboard(null);
      const { calls } = renderDashboard({ handlers: { 'GET /analyticsDashboard/7': () => written } });
      await waitFor(() => expect(within(figure('Unique attendees')).getByText('120')).toBeTruthy());
      written = { ...written, uniqueAttendees: 121 };
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(within(figure('Unique attendees')).getByText('121')).toBeTruthy());
      expect(dashboardCalls(calls)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens a figure's definition from the keyboard, in German too", async () => {
    const user = userEvent.setup();
    renderDashboard({ lang: 'de' });
    const info = await screen.findByRole('button', { name: 'Was bedeutet „Engagement-Rate“?' });
    info.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Die engagierten Teilnehmenden, geteilt durch alle, die teilgenommen haben.')).toBeTruthy();
    expect(within(figure('Eindeutige Teilnehmende')).getByText('120')).toBeTruthy();
    expect(within(figure('Zuschauminuten')).getByText('5.400')).toBeTruthy();
  });

  it('asks for the chosen day and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderDashboard();
    await screen.findByRole('group', { name: 'Unique attendees' });
    expect(dashboardCalls(calls)[0]!.query.get('day')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: 'Tue, 5 May 2026', hidden: true }));
    await waitFor(() => expect(within(figure('Unique attendees')).getByText('80')).toBeTruthy());
    expect(dashboardCalls(calls).at(-1)!.query.get('day')).toBe('2026-05-05');
    expect(router.state.location.search).toBe('?day=2026-05-05');
  }, SLOW_RENDER_MS);

  it('says that nobody has attended yet, and still shows the funnel and the weights', async () => {
    renderDashboard({ handlers: { 'GET /analyticsDashboard/7': () => emptyDashboard() } });
    expect(await screen.findByText('No attendees yet')).toBeTruthy();
    expect(within(figure('Invited')).getByText('12')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Unique attendees' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Chat message' })).toBeTruthy();
  });

  it('says so when the figures could not be loaded', async () => {
    const failure: StubAnswer = { status: 500, error: { code: 'internal', message: 'Internal error' } };
    renderDashboard({ handlers: { 'GET /analyticsDashboard/7': () => failure } });
    expect(await screen.findByText('The analytics could not be loaded.')).toBeTruthy();
  });

  it('shows who is online now, per room, and follows presence pushes', async () => {
    renderDashboard();
    const now = await screen.findByRole('region', { name: 'Now' });
    await waitFor(() => expect(within(now).getByText('2 attendees online')).toBeTruthy());
    await waitFor(() => expect(roomRows(now)).toEqual(['Main stage | 2']));
    act(() => publishSocketMessage({ action: 'presence', eventId: 7, total: 5, rooms: { '3': 4, '9': 1 }, joined: [4, 5, 6], left: [] }));
    await waitFor(() => expect(within(now).getByText('5 attendees online')).toBeTruthy());
    expect(roomRows(now)).toEqual(['Main stage | 4', 'Room 9 | 1']);
    act(() => publishSocketMessage({ action: 'presence', eventId: 8, total: 50, rooms: {}, joined: [], left: [] }));
    expect(within(now).getByText('5 attendees online')).toBeTruthy();
  });
});
