import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, failure, renderVenue, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile } from '../testing/venue-fixtures';

const token = (code: string) => ({ token_type: 'Bearer', access_token: `token-${code}`, expires_in: 3600, lang: 'en', code });

describe('the mailed links', () => {
  it('greet the invited attendee, show the password rules as they type, and go straight into the venue', async () => {
    const calls = stubVenueApi({
      'GET /venue/LINK01/entry': () => data(venueEntry('LINK01')),
      'POST /venue/LINK01/invitation': () => data({ firstName: 'Jonas', email: 'jonas@example.com', lang: 'en' }),
      'POST /venue/LINK01/acceptInvitation': () => data(token('LINK01')),
      'GET /venue/event': () => data(venueContent('LINK01')),
      'GET /venue/me': () => data(venueProfile('LINK01')),
    });
    await renderVenue('/e/LINK01/venue/invitation/Qx7-invite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jonas' })).toBeTruthy();
    expect(screen.getByText(/Choose a password for jonas@example.com/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/venue/LINK01/invitation')!.body).toEqual({ token: 'Qx7-invite' });

    const password = screen.getByLabelText('New password');
    await userEvent.type(password, 'short');
    const rules = screen.getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      '• At least 8 characters (still missing)',
      '• At least one uppercase letter (still missing)',
      '✓ At least one lowercase letter (done)',
      '• At least one digit (still missing)',
      '• At least one special character, such as ! ? # or - (still missing)',
    ]);
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save password and enter' }));
    expect(await screen.findByText('At least 8 characters', { selector: '.field-error' })).toBeTruthy();

    await userEvent.clear(password);
    await userEvent.type(password, 'Harbour-Guest-2027!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and enter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jonas' })).toBeTruthy();
    expect(window.location.pathname).toBe('/e/LINK01/venue');
    expect(calls.find((call) => call.path === '/venue/LINK01/acceptInvitation')!.body).toEqual({ token: 'Qx7-invite', password: 'Harbour-Guest-2027!' });
    expect(localStorage.getItem('aula.venue.link01.session')).toContain('token-LINK01');
  });

  it('say so when an invitation link is used up or expired, and offer a new one', async () => {
    stubVenueApi({
      'GET /venue/LINK02/entry': () => data(venueEntry('LINK02')),
      'POST /venue/LINK02/invitation': () => failure(400, 'token_invalid', 'This link is invalid or has expired.'),
    });
    await renderVenue('/e/LINK02/venue/invitation/old');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/e/LINK02/venue/forgot-password');
  });

  it('put the server\'s password verdict next to the field on reset', async () => {
    stubVenueApi({
      'GET /venue/LINK03/entry': () => data(venueEntry('LINK03')),
      'POST /venue/LINK03/resetPassword': () => failure(400, 'validation', 'Invalid input', { password: 'validation.pass_guessable' }),
    });
    await renderVenue('/e/LINK03/venue/reset-password/Qx7-reset');
    await userEvent.type(await screen.findByLabelText('New password'), 'Harbour-Summit-2027!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and enter' }));
    expect(await screen.findByText('The password must not be easy to guess. Add more words or characters.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
  });
});
