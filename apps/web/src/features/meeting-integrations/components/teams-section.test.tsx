import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MeetingIntegrationSettings, TeamsConsent } from '@aula/shared';
import { publishSocketMessage } from '@/lib/socket';
import { renderWithProviders } from '@/test/render-with-providers';
import { MeetingIntegrationsScreen } from './meeting-integrations-screen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CONSENT_URL = 'https://login.microsoftonline.com/contoso.onmicrosoft.com/adminconsent?client_id=6731de76&state=7.abc';

const teams = (consent: TeamsConsent, saved = true): MeetingIntegrationSettings => ({
  provider: 'teams',
  enabled: saved,
  serverUrl: '',
  appId: saved ? '6731de76-14a6-49ae-97bc-6eba6914391e' : '',
  checksum: 'sha256',
  secretStored: saved,
  teams: { tenantId: saved ? 'contoso.onmicrosoft.com' : '', organiser: saved ? 'events@contoso.com' : '', consent },
});

/** Answers the list with the Teams settings `current` holds at that moment, and the consent's start with Microsoft's address. */
function stubTeams(initial: MeetingIntegrationSettings) {
  const state = { current: initial, posted: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        state.posted.push(url);
        if (url.endsWith('/teams/consent')) {
          state.current = teams({ state: 'waiting', error: '' });
          return json({ data: { url: CONSENT_URL } });
        }
        return json({ error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: {} } }, 400);
      }
      return json({ data: { eventId: 7, integrations: [state.current] } });
    }),
  );
  return state;
}

const renderScreen = (lang: 'en' | 'de' = 'en') =>
  renderWithProviders(<MeetingIntegrationsScreen />, { path: '/event/:id/settings/integrations', url: '/event/7/settings/integrations', lang });

describe('Teams section of the integrations screen', () => {
  it('asks for the tenant, the client id, the secret and the organising user instead of an address, and says what to set up at Microsoft', async () => {
    stubTeams(teams({ state: 'none', error: '' }, false));
    renderScreen();
    const section = await screen.findByRole('form', { name: 'Microsoft Teams' });
    expect(within(section).queryByLabelText(/address/)).toBeNull();
    for (const label of [/Directory \(tenant\) id/, /Application \(client\) id/, /Client secret/, /Organising user/]) expect(within(section).getByLabelText(label)).toBeTruthy();
    expect(within(section).getByText(/application access policy/)).toBeTruthy();
    expect(within(section).getByText(/\/api\/meetingIntegrations\/teams\/consentCallback as its redirect URI/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Grant consent' })).toHaveProperty('disabled', true);

    await userEvent.click(within(section).getByRole('switch', { name: 'Use Microsoft Teams in this event' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save Microsoft Teams' }));
    await waitFor(() => expect(within(section).getAllByText('Required field')).toHaveLength(4));
  });

  it("opens Microsoft's consent in a new window, waits, and shows the outcome when the socket says Microsoft answered", async () => {
    const stub = stubTeams(teams({ state: 'none', error: '' }));
    const consentWindow = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(consentWindow as unknown as Window);
    renderScreen();
    const section = await screen.findByRole('form', { name: 'Microsoft Teams' });
    await userEvent.click(within(section).getByRole('button', { name: 'Grant consent' }));

    await waitFor(() => expect(consentWindow.location.href).toBe(CONSENT_URL));
    expect(consentWindow.opener).toBeNull();
    expect(stub.posted).toEqual(['/api/meetingIntegrations/7/teams/consent']);
    expect(await within(section).findByText('Waiting for consent… Finish it in the window that opened.')).toBeTruthy();

    stub.current = teams({ state: 'granted', error: '' });
    act(() => publishSocketMessage({ action: 'azureTokenObtained' }));
    expect(await within(section).findByText('The administrator granted the consent.')).toBeTruthy();
    expect(within(section).queryByText(/Waiting for consent/)).toBeNull();
  });

  it('finds a consent still waiting after a reload, and shows a refusal with Microsoft\'s words, in German', async () => {
    const stub = stubTeams(teams({ state: 'waiting', error: '' }));
    renderScreen('de');
    const section = await screen.findByRole('form', { name: 'Microsoft Teams' });
    expect(await within(section).findByText('Die Einwilligung steht noch aus… Erteilen Sie sie im geöffneten Fenster.')).toBeTruthy();

    stub.current = teams({ state: 'refused', error: 'AADSTS65004: User declined to consent to access the app.' });
    act(() => publishSocketMessage({ action: 'azureTokenObtained' }));
    expect(await within(section).findByText('Die Einwilligung wurde nicht erteilt')).toBeTruthy();
    expect(within(section).getByText('AADSTS65004: User declined to consent to access the app.')).toBeTruthy();
  });
});
