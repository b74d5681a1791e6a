import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MeetingIntegrationSettings } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { MeetingIntegrationsScreen } from './meeting-integrations-screen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const off = (provider: MeetingIntegrationSettings['provider']): MeetingIntegrationSettings => ({
  provider,
  enabled: false,
  serverUrl: '',
  appId: '',
  checksum: 'sha256',
  secretStored: false,
});
const BBB_SAVED: MeetingIntegrationSettings = { ...off('bigbluebutton'), enabled: true, serverUrl: 'https://bbb.example.com/bigbluebutton/', secretStored: true };

type Call = { url: string; body: unknown };

/** Answers the screen's calls: the list, saves (echoing the saved provider as stored) and tests through `test`. */
function stubIntegrations(test: () => Response = () => json({ data: { provider: 'bigbluebutton', ok: true, reached: true } })) {
  const posted: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return json({ data: { eventId: 7, integrations: [off('jitsi'), BBB_SAVED, off('zoom')] } });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push({ url, body });
      if (url.endsWith('/test')) return test();
      return json({ data: { eventId: 7, integrations: [{ ...off('jitsi'), enabled: true, serverUrl: body.serverUrl, secretStored: false }, BBB_SAVED, off('zoom')] } });
    }),
  );
  return posted;
}

const section = (name: string) => screen.getByRole('form', { name });

describe('MeetingIntegrationsScreen', () => {
  it('shows a section per provider with whether its secret is stored, never the secret', async () => {
    stubIntegrations();
    renderWithProviders(<MeetingIntegrationsScreen />, { path: '/event/:id/settings/integrations', url: '/event/7/settings/integrations' });
    await screen.findByRole('heading', { name: 'Video-meeting integrations', level: 1 });
    const bbb = await waitFor(() => section('BigBlueButton'));
    expect(within(bbb).getByRole('switch', { name: 'Use BigBlueButton in this event' })).toHaveProperty('checked', true);
    expect(within(bbb).getByText('A secret is stored. Leave the field empty to keep it.')).toBeTruthy();
    expect(within(bbb).getByLabelText('Shared secret')).toHaveProperty('value', '');
    expect(within(bbb).getByRole('checkbox', { name: 'Remove the stored secret' })).toBeTruthy();
    expect(within(section('Jitsi')).getByText('No secret is stored.')).toBeTruthy();
  });

  it('asks for the address beside its field, then saves the provider', async () => {
    const user = userEvent.setup();
    const posted = stubIntegrations();
    renderWithProviders(<MeetingIntegrationsScreen />, { path: '/event/:id/settings/integrations', url: '/event/7/settings/integrations' });
    const jitsi = await waitFor(() => section('Jitsi'));
    await user.click(within(jitsi).getByRole('switch', { name: 'Use Jitsi in this event' }));
    await user.click(within(jitsi).getByRole('button', { name: 'Save Jitsi' }));
    expect(await within(jitsi).findByText('Required field')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(within(jitsi).getByRole('textbox', { name: /Jitsi server address/ }), 'https://meet.example.com');
    await user.click(within(jitsi).getByRole('button', { name: 'Save Jitsi' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: '/api/meetingIntegrations/7/jitsi', body: { enabled: true, serverUrl: 'https://meet.example.com', appId: '', checksum: 'sha256', secret: '', removeSecret: false } },
      ]),
    );
  });

  it("shows the provider's refusal of a test in German, with what to do", async () => {
    const user = userEvent.setup();
    const message = 'Der BigBlueButton-Server hat die Prüfsumme abgelehnt. Prüfen Sie das gemeinsame Geheimnis und das Prüfsummenverfahren (sha256 oder sha1).';
    const posted = stubIntegrations(() => json({ error: { code: 'meeting_provider_failed', message } }, 422));
    renderWithProviders(<MeetingIntegrationsScreen />, { path: '/event/:id/settings/integrations', url: '/event/7/settings/integrations', lang: 'de' });
    const bbb = await waitFor(() => section('BigBlueButton'));
    await user.click(within(bbb).getByRole('button', { name: 'Verbindung zu BigBlueButton testen' }));
    const alert = await within(bbb).findByRole('alert');
    expect(alert.textContent).toContain('Die Verbindung zu BigBlueButton ist fehlgeschlagen');
    expect(alert.textContent).toContain(message);
    expect(posted.map((call) => call.url)).toEqual(['/api/meetingIntegrations/7/bigbluebutton/test']);
  });

  it.each([
    {
      lang: 'en' as const,
      key: 'Meeting SDK key',
      secret: 'Meeting SDK secret',
      run: 'Test the connection to Zoom',
      wrongKey: 'Enter the SDK key as Zoom shows it: letters and digits, without spaces.',
      checked: 'Zoom settings checked',
      checkedHint: 'Zoom cannot be asked to check an SDK key without a meeting, so it was not contacted.',
    },
    {
      lang: 'de' as const,
      key: 'Meeting-SDK-Schlüssel',
      secret: 'Meeting-SDK-Geheimnis',
      run: 'Verbindung zu Zoom testen',
      wrongKey: 'Geben Sie den SDK-Schlüssel so ein, wie Zoom ihn anzeigt: Buchstaben und Ziffern, ohne Leerzeichen.',
      checked: 'Einstellungen für Zoom geprüft',
      checkedHint: 'Zoom lässt einen SDK-Schlüssel nicht ohne Meeting prüfen, daher wurde Zoom nicht kontaktiert.',
    },
  ])('asks Zoom for its SDK key and secret, no address, and says what its test checked ($lang)', async ({ lang, key, secret, run, wrongKey, checked, checkedHint }) => {
    const user = userEvent.setup();
    const posted = stubIntegrations(() => json({ data: { provider: 'zoom', ok: true, reached: false } }));
    renderWithProviders(<MeetingIntegrationsScreen />, { path: '/event/:id/settings/integrations', url: '/event/7/settings/integrations', lang });
    const zoom = await waitFor(() => section('Zoom'));
    expect(within(zoom).queryByRole('textbox', { name: /address|Adresse/ })).toBeNull();

    await user.type(within(zoom).getByRole('textbox', { name: new RegExp(key) }), 'not a key');
    await user.click(within(zoom).getByLabelText(secret));
    await user.paste('zoomSdkSecret0123456789abcdef');
    await user.click(within(zoom).getByRole('button', { name: run }));
    expect(await within(zoom).findByText(wrongKey)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(within(zoom).getByRole('textbox', { name: new RegExp(key) }));
    await user.type(within(zoom).getByRole('textbox', { name: new RegExp(key) }), 'aulaSdkKey4711');
    await user.click(within(zoom).getByRole('button', { name: run }));
    const status = await within(zoom).findByRole('status');
    expect(status.textContent).toContain(checked);
    expect(status.textContent).toContain(checkedHint);
    expect(posted).toEqual([
      {
        url: '/api/meetingIntegrations/7/zoom/test',
        body: { enabled: true, serverUrl: '', appId: 'aulaSdkKey4711', checksum: 'sha256', secret: 'zoomSdkSecret0123456789abcdef', removeSecret: false },
      },
    ]);
  });
});
