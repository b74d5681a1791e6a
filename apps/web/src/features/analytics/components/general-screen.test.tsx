import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { sampleGeneral } from '../testing/sample-analytics';
import { SLOW_RENDER_MS } from '../testing/timeouts';
import { stubApi } from '@/test/stub-api';
import { GeneralScreen } from './general-screen';

function renderGeneral(lang: Language = 'en', general = sampleGeneral) {
  const calls = stubApi({ 'GET /analyticsGeneral/7': (_init, query) => general(query.get('day')) });
  renderWithProviders(<GeneralScreen />, { path: '/event/:id/analytics/general', url: '/event/7/analytics/general', lang });
  return calls;
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('GeneralScreen', () => {
  it('shows attendance by day and hour in the event’s zone, languages, browsers and mail sends', async () => {
    const user = userEvent.setup();
    renderGeneral();
    const byHour = await screen.findByRole('region', { name: 'Attendance by hour' });
    expect(within(byHour).getByText('Highest: 64 at 4 May 2026, 09:00.')).toBeTruthy();
    await user.click(within(byHour).getByRole('button', { name: 'Show as table' }));
    expect(cells(within(byHour).getByRole('table'))).toEqual([
      ['4 May 2026, 09:00', '64'],
      ['4 May 2026, 10:00', '41'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Languages' }))).toEqual([
      ['German', '70'],
      ['English', '50'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Browsers' }))).toEqual([
      ['Chrome', '90'],
      ['Samsung Internet', '30'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Mail sends' }))).toEqual([
      ['Mails delivered', '198'],
      ['Mails failed', '2'],
    ]);
  });

  it('speaks German, and asks for a day once it is chosen', async () => {
    const user = userEvent.setup();
    const calls = renderGeneral('de');
    expect(await screen.findByRole('table', { name: 'Sprachen' })).toBeTruthy();
    expect(cells(screen.getByRole('table', { name: 'Sprachen' }))[0]).toEqual(['Deutsch', '70']);
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'Mo., 4. Mai 2026', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.query.get('day')).toBe('2026-05-04'));
  }, SLOW_RENDER_MS);

  it('says that nobody has attended yet and still shows the mail sends', async () => {
    renderGeneral('en', (day) => ({ ...sampleGeneral(day), byDay: [{ day: '2026-05-04', attendees: 0, presentMinutes: 0 }], byHour: [] }));
    expect(await screen.findByText('No attendees yet')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Mail sends' })).toBeTruthy();
  });
});
