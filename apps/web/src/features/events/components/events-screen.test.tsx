import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeEventsPage } from '../testing/fake-events-page';
import { sampleEvents } from '../testing/sample-events';
import { stubApi } from '../testing/stub-api';
import { EventsScreen } from './events-screen';

const rowNames = () => screen.getAllByTestId('event-row').map((row) => within(row).getAllByRole('link')[0]!.textContent);

function renderList(url = '/events', events = sampleEvents()) {
  const calls = stubApi({ '/eventsPage': (_init, query) => fakeEventsPage(events, query) });
  const view = renderWithProviders(<EventsScreen />, {
    path: '/events',
    url,
    extraRoutes: [
      { path: '/create-event', element: <p>First event</p> },
      { path: '/event/:id/dashboard', element: <p>Event home</p> },
    ],
  });
  return { ...view, calls };
}

describe('EventsScreen', () => {
  it('shows 20 rows a page, with the date range in the event’s zone, and pages on', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    expect(await screen.findByText('25 events')).toBeTruthy();
    expect(rowNames()).toHaveLength(20);
    expect(rowNames()[0]).toBe('Workshop 25');
    expect(screen.getByText('25 Jan 2998, 10:00 – 25 Jan 2998, 12:00 (UTC +01:00)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');
    expect(rowNames().at(-1)).toBe('Harbour Festival');
  }, 15_000);

  it('shows skeleton rows until the first page arrives', async () => {
    renderList();
    expect(screen.getAllByTestId('event-row-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('25 events')).toBeTruthy();
    expect(screen.queryAllByTestId('event-row-skeleton')).toHaveLength(0);
  });

  it('asks the server for the tab, search, ranges, status and page of a shared link', async () => {
    const link = '/events?tab=upcoming&q=workshop&startFrom=2998-01-02&status=draft&page=2';
    const { calls } = renderList(link);
    expect(await screen.findByText('24 events')).toBeTruthy();
    expect(rowNames()).toEqual(['Workshop 05', 'Workshop 04', 'Workshop 03', 'Workshop 02']);
    expect(calls.map((call) => call.path)).toEqual([`/eventsPage?${link.split('?')[1]}`]);
    expect((screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement).value).toBe('workshop');
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
  }, 15_000);

  it('searches name, location and code as one types, keeps it in the URL, and Esc clears it', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/events?page=2');
    const search = await screen.findByRole('searchbox', { name: 'Search events' });
    await user.type(search, 'lüb');
    await waitFor(() => expect(rowNames()).toEqual(['Workshop 02']));
    // The URL follows once typing rests; the list did not wait for it.
    await waitFor(() => expect(router.state.location.search).toBe('?q=l%C3%BCb'));
    await user.clear(search);
    await user.type(search, 'hrb');
    await waitFor(() => expect(rowNames()).toEqual(['Harbour Festival']));
    await user.type(search, '{Escape}');
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect((search as HTMLInputElement).value).toBe('');
  }, 30_000);

  it('says so when the filters hide every event, and clears them on request', async () => {
    const user = userEvent.setup();
    renderList('/events?tab=past');
    expect(await screen.findByText('No events match')).toBeTruthy();
    expect(screen.queryAllByTestId('event-row')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
  });

  it('shows the status filter from the URL as a chip that removes it', async () => {
    const user = userEvent.setup();
    renderList('/events?status=published');
    await waitFor(() => expect(rowNames()).toEqual(['Harbour Festival']));
    expect(screen.getByText('Published', { selector: '.mantine-Badge-label' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Published' }));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
  });

  it('sends an account without events to create its first one', async () => {
    renderList('/events', []);
    expect(await screen.findByText('First event')).toBeTruthy();
  });

  it('opens an event when its row is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findByText('25 events');
    await user.click(screen.getByText('25 Jan 2998, 10:00 – 25 Jan 2998, 12:00 (UTC +01:00)'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/25/dashboard'));
  });
});
