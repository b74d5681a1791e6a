import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ModeratorJoin } from './moderator-join';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A tab as `window.open` hands it back, recording where it is sent. */
const fakeTab = () => ({ opener: window as Window | null, location: { href: '' }, close: vi.fn() });

describe('ModeratorJoin', () => {
  it('sends the tab opened on the click to the join address the server answers', async () => {
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        posted.push(url);
        return json({ data: { url: 'https://bbb.example.com/bigbluebutton/api/join?role=MODERATOR', embed: false } });
      }),
    );
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<ModeratorJoin eventId={7} roomId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Join the meeting as moderator (opens in a new tab)' }));
    await waitFor(() => expect(tab.location.href).toBe('https://bbb.example.com/bigbluebutton/api/join?role=MODERATOR'));
    expect(tab.opener).toBeNull();
    expect(posted).toEqual(['/api/meetingIntegrations/7/rooms/3/join']);
  });

  it("closes the tab and shows the provider's refusal in German", async () => {
    const message = 'Der Meeting-Server war nicht erreichbar oder hat nicht rechtzeitig geantwortet. Prüfen Sie seine Adresse und ob er online ist.';
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'meeting_provider_failed', message } }, 422)));
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<ModeratorJoin eventId={7} roomId={3} />, { lang: 'de' });
    await userEvent.click(await screen.findByRole('button', { name: 'Dem Meeting als Moderator beitreten (öffnet in einem neuen Tab)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dem Meeting konnte nicht beigetreten werden');
    expect(alert.textContent).toContain(message);
    expect(tab.close).toHaveBeenCalled();
  });
});
