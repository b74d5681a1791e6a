import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { data, failure, renderVenue, signedIn, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile } from '../testing/venue-fixtures';

function profileVenue(code: string, extra: Parameters<typeof stubVenueApi>[0] = {}) {
  signedIn(code);
  return stubVenueApi({
    'GET /venue/event': () => data(venueContent(code)),
    'GET /venue/me': () => data(venueProfile(code)),
    [`GET /venue/${code}/entry`]: () => data(venueEntry(code)),
    ...extra,
  });
}

describe('the attendee\'s profile', () => {
  it('saves the name and the language, and the venue follows the language', async () => {
    const calls = profileVenue('PROF01', {
      'POST /venue/me': (call) => data(venueProfile('PROF01', call.body as object)),
    });
    await renderVenue('/e/PROF01/venue/profile');
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field')).toBeTruthy();
    await userEvent.type(first, ' Jonah ');
    await userEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/venue/me')!.body).toEqual({ firstName: 'Jonah', lastName: 'Berg', company: '', jobTitle: '', bio: '', hiddenFromDirectory: false, lang: 'de' });
    expect(document.documentElement.lang).toBe('de');
    expect(JSON.parse(localStorage.getItem('aula.venue.prof01.session')!).lang).toBe('de');
    expect(screen.getByRole('link', { name: /Mein Profil/ }).getAttribute('aria-current')).toBe('page');
  });

  it('checks a photo by the photo rules before sending it, and removes it', async () => {
    const calls = profileVenue('PROF02', {
      'POST /venue/me/photo': (call) => data({ photoUrl: (call.body as FormData).get('file') ? '/files/photo.png' : null }),
    });
    await renderVenue('/e/PROF02/venue/profile');
    const input = await screen.findByLabelText('Add a photo');
    await userEvent.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toMatch(/format/i);
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('img.avatar')?.getAttribute('src')).toBe('/files/photo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(document.querySelector('img.avatar')).toBeNull());
    const photoCalls = calls.filter((call) => call.path === '/venue/me/photo');
    expect(photoCalls).toHaveLength(2);
    expect((photoCalls[1]!.body as FormData).get('file')).toBeNull();
  });

  it('signs out: the session ends on the server and here, and sign-in says so', async () => {
    const calls = profileVenue('PROF03', { 'POST /venue/logout': () => data({ ok: true }) });
    await renderVenue('/e/PROF03/venue/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeTruthy();
    expect(window.location.pathname).toBe('/e/PROF03/venue/sign-in');
    expect(localStorage.getItem('aula.venue.prof03.session')).toBeNull();
    expect(calls.find((call) => call.path === '/venue/logout')!.authorization).toBe('Bearer token-of-PROF03');
  });

  it('downloads the attendee\'s data as the server names the file', async () => {
    profileVenue('PROF04', {
      'GET /venue/me/data': () =>
        new Response('{"profile":{}}', { headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-data-PROF04.json"' } }),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:venue-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('my-data-PROF04.json');
      expect(this.href).toBe('blob:venue-data');
    });
    await renderVenue('/e/PROF04/venue/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('deletes the attendee\'s data after they confirm with their password', async () => {
    let accepted = false;
    const calls = profileVenue('PROF05', {
      'POST /venue/me/erase': (call) =>
        (call.body as { confirmation: string }).confirmation === 'Harbour-Guest-2027!'
          ? ((accepted = true), data({ ok: true }))
          : failure(400, 'invalid_credentials', 'The password is wrong.'),
    });
    await renderVenue('/e/PROF05/venue/profile');
    const erase = await screen.findByRole('button', { name: 'Delete my data' });
    expect(erase.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(erase);
    expect(screen.getByRole('heading', { name: 'Delete your personal data?' })).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Delete my data' })[1]!;
    await userEvent.click(confirm);
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(calls.some((call) => call.path === '/venue/me/erase')).toBe(false);
    const password = screen.getByLabelText('Your password, to confirm');
    await userEvent.type(password, 'wrong');
    await userEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('The password is wrong.');
    expect(accepted).toBe(false);
    await userEvent.clear(password);
    await userEvent.type(password, 'Harbour-Guest-2027!');
    await userEvent.click(confirm);
    expect(await screen.findByText('Your personal data has been deleted and you have been signed out.')).toBeTruthy();
    expect(accepted).toBe(true);
    expect(localStorage.getItem('aula.venue.prof05.session')).toBeNull();
  });
});
