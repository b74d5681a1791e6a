import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoothLead } from '@aula/shared';
import { eventInfo } from '@/test/event-info';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { BoothLeadsSection } from './booth-leads-section';

const lead: BoothLead = {
  accountId: 21,
  firstName: 'Ada',
  lastName: 'Quist',
  email: 'ada@example.com',
  company: 'Northwind',
  jobTitle: 'Curator',
  message: 'Maps, please',
  consentVersion: 1,
  consentedAt: '2027-03-27T08:30:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('booth leads section', () => {
  it('lists the leads with the consent time in the event zone and downloads the CSV', async () => {
    const calls = stubApi({
      'GET /boothLeads/3/4': () => [lead],
      'GET /event/3': () => eventInfo({ timezone: 120 }),
      'GET /boothLeads/3/4/csv': () => new Response('First name\nAda\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="acme-leads.csv"' } }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:leads');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<BoothLeadsSection eventId={3} roomId={4} />);
    const table = await screen.findByRole('table', { name: 'Leads of this booth' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Ada Quist');
    expect(row.textContent).toContain('ada@example.com');
    expect(row.textContent).toContain('Maps, please');
    await waitFor(() => expect(row.textContent).toContain('10:30'));
    expect(screen.getByText('1 lead')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.some((call) => call.path === '/boothLeads/3/4/csv')).toBe(true);
  });

  it('says in German that there are no leads yet', async () => {
    stubApi({ 'GET /boothLeads/3/4': () => [], 'GET /event/3': () => eventInfo({}) });
    renderWithProviders(<BoothLeadsSection eventId={3} roomId={4} />, { lang: 'de' });
    expect(await screen.findByText('Noch keine Kontakte')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kontakte' })).toBeTruthy();
  });
});
