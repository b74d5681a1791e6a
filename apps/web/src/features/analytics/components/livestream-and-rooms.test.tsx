import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { samplePeriod, sampleLivestream, sampleRooms } from '../testing/sample-analytics';
import { stubApi } from '@/test/stub-api';
import { LivestreamScreen } from './livestream-screen';
import { RoomsScreen } from './rooms-screen';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('LivestreamScreen', () => {
  it('shows each streamed room’s watch minutes, view time and how each session held its viewers', async () => {
    stubApi({ 'GET /analyticsLivestream/7': () => sampleLivestream() });
    renderWithProviders(<LivestreamScreen />, { path: '/event/:id/analytics/livestream', url: '/event/7/analytics/livestream' });
    const room = await screen.findByRole('region', { name: 'Main stage' });
    expect(within(within(room).getByRole('group', { name: 'Watch minutes' })).getByText('3,000')).toBeTruthy();
    expect(within(within(room).getByRole('group', { name: 'Average view time (minutes)' })).getByText('42.3')).toBeTruthy();
    const sessions = within(room).getByRole('table', { name: 'Sessions in Main stage' });
    expect(rowsOf(sessions).map((cells) => cells.slice(1))).toEqual([
      ['40', '55', '33', '40%'],
      ['0', '0', '0', '–'],
    ]);
  });

  it('says in German when no room has a stream, and explains drop-off', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /analyticsLivestream/7': () => ({ period: samplePeriod(), rooms: [] }) });
    renderWithProviders(<LivestreamScreen />, { path: '/event/:id/analytics/livestream', url: '/event/7/analytics/livestream', lang: 'de' });
    expect(await screen.findByText('Kein Raum dieses Events hat einen Stream.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Excel (XLSX)' }));
  });
});

describe('RoomsScreen', () => {
  it('shows visits, visitors, time spent, engagement and the busiest hour per room', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /analyticsRooms/7': () => sampleRooms() });
    renderWithProviders(<RoomsScreen />, { path: '/event/:id/analytics/rooms', url: '/event/7/analytics/rooms' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(rowsOf(table)).toEqual([
      ['Main stage', '310', '110', '4,200', '38.2', '50%', '40', '8', '25', '09:00'],
      ['Lounge', '0', '0', '0', '–', '–', '0', '0', '0', '–'],
    ]);
    await user.click(screen.getByRole('button', { name: 'What is “Visits”?' }));
    expect(await screen.findByText('A visit is a run of consecutive minutes one attendee spent in a room.')).toBeTruthy();
  });

  it('says that nobody has attended yet, in German too', async () => {
    const empty = sampleRooms();
    empty.rooms = empty.rooms.map((room) => ({ ...room, visits: 0, uniqueVisitors: 0, busyHours: [] }));
    stubApi({ 'GET /analyticsRooms/7': () => empty });
    renderWithProviders(<RoomsScreen />, { path: '/event/:id/analytics/rooms', url: '/event/7/analytics/rooms', lang: 'de' });
    expect(await screen.findByText('Noch keine Teilnehmenden')).toBeTruthy();
  });
});
