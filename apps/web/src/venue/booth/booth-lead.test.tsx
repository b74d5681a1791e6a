import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VenueBooth } from '@aula/shared';
import { data, renderVenue, signedIn, stubVenueApi, type RecordedCall } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile, venueRoom } from '../testing/venue-fixtures';

const expoRoom = venueRoom(12, { type: 'expo', nameEn: 'Acme' });
const booth: VenueBooth = { roomId: 12, logoUrl: null, description: '', links: [], files: [] };
const CONSENTED_MS = Date.UTC(2027, 2, 27, 9, 30);

function boothVenue(code: string, lang: 'en' | 'de', lead: object | null) {
  signedIn(code, lang);
  const content = venueContent(code);
  return stubVenueApi({
    'GET /venue/event': () => data({ ...content, rooms: [...content.rooms, expoRoom] }),
    'GET /venue/me': () => data({ ...venueProfile(code), company: 'Northwind', lang }),
    [`GET /venue/${code}/entry`]: () => data(venueEntry(code)),
    'GET /venue/booths/12': () => data(booth),
    'GET /venue/booths/12/lead': () => data(lead),
    'POST /venue/booths/12/lead': (call: RecordedCall) => data({ message: (call.body as { message: string }).message, consentVersion: 1, consentedMs: CONSENTED_MS }),
    'DELETE /venue/booths/12/lead': () => data({ ok: true }),
  });
}

describe('leaving one’s contact at a booth', () => {
  it('shows what the sponsor receives, asks for consent beside the box, and leaves the contact', async () => {
    const user = userEvent.setup();
    const calls = boothVenue('LEAD01', 'en', null);
    await renderVenue('/e/LEAD01/venue/rooms/12');
    const section = await screen.findByRole('region', { name: 'Your contact' });
    await user.click(within(section).getByRole('button', { name: 'Leave my contact' }));
    const form = within(section).getByRole('form', { name: 'Acme receives' });
    expect(document.activeElement?.textContent).toBe('Acme receives');
    expect(within(form).getByText('jonas@example.com')).toBeTruthy();
    expect(within(form).getByText('Northwind')).toBeTruthy();
    await user.type(within(form).getByLabelText('Message (optional)'), 'Maps, please');
    await user.click(within(form).getByRole('button', { name: 'Leave my contact' }));
    const consent = within(form).getByRole('checkbox', { name: /I agree that Acme receives/ });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Agree to share your contact to leave it.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/venue/booths/12/lead')).toBe(false);

    await user.click(consent);
    await user.click(within(form).getByRole('button', { name: 'Leave my contact' }));
    expect(await within(section).findByText(/You left your contact on/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/venue/booths/12/lead')!.body).toEqual({ message: 'Maps, please', consent: true });
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Update' })));
  });

  it('in German: updates with consent asked again, closes with Escape, and withdraws after confirming', async () => {
    const user = userEvent.setup();
    const calls = boothVenue('LEAD02', 'de', { message: 'Alt', consentVersion: 1, consentedMs: CONSENTED_MS });
    await renderVenue('/e/LEAD02/venue/rooms/12', 'de');
    const section = await screen.findByRole('region', { name: 'Ihr Kontakt' });
    expect(within(section).getByText(/Sie haben Ihren Kontakt am .+ hinterlassen\./)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Ändern' }));
    expect((within(section).getByLabelText('Nachricht (optional)') as HTMLTextAreaElement).value).toBe('Alt');
    expect((within(section).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await user.keyboard('{Escape}');
    expect(within(section).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Ändern' }));

    await user.click(within(section).getByRole('button', { name: 'Kontakt zurückziehen' }));
    await user.click(within(section).getByRole('button', { name: 'Zurückziehen' }));
    expect(await within(section).findByRole('button', { name: 'Kontakt hinterlassen' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/venue/booths/12/lead')).toBe(true);
  });
});
