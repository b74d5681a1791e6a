import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, failure, renderVenue, signInWithForm, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile } from '../testing/venue-fixtures';
import { forgetBotCheckConfig } from './venue-bot-check';

const botCheck = vi.hoisted(() => ({ render: vi.fn((container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
  container.textContent = `widget for ${options.sitekey}`;
  options.callback('human-token');
  return 1;
}) }));
vi.mock('@/lib/bot-check-script', () => ({ loadBotCheckApi: async () => botCheck }));

// The bot-check settings are asked once per page load, and each test here is one.
afterEach(forgetBotCheckConfig);

const token = (code: string, lang: 'en' | 'de' = 'en') => ({ token_type: 'Bearer', access_token: `new-token-${code}`, expires_in: 3600, lang, code });

describe('the venue before sign-in', () => {
  it('says that an unknown or unpublished code is not found', async () => {
    stubVenueApi({ 'GET /venue/NOPE01/entry': () => failure(404, 'not_found', 'Not found') });
    await renderVenue('/e/NOPE01/venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('sends the venue\'s start page to sign-in, in the event\'s design', async () => {
    stubVenueApi({ 'GET /venue/SIGN01/entry': () => data(venueEntry('SIGN01')) });
    await renderVenue('/e/SIGN01/venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Harbour Summit' })).toBeTruthy();
    expect(window.location.pathname).toBe('/e/SIGN01/venue/sign-in');
    // The frame applies the design and names the page in effects, after the page is shown.
    await waitFor(() => expect(document.title).toBe('Sign in · Harbour Summit'));
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#0b7285');
    expect(document.documentElement.style.getPropertyValue('--fg')).toBe('#ffffff');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('checks the fields with the shared rules and shows the server\'s answer to a wrong password', async () => {
    const calls = stubVenueApi({
      'GET /venue/SIGN02/entry': () => data(venueEntry('SIGN02')),
      'POST /venue/SIGN02/login': () => failure(401, 'invalid_credentials', 'The e-mail address or password is wrong.'),
    });
    await renderVenue('/e/SIGN02/venue/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await signInWithForm('jonas@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or password is wrong.');
    expect(localStorage.getItem('aula.venue.sign02.session')).toBeNull();
  });

  it('signs in, keeps the token under the event\'s own key and enters the venue in the attendee\'s language', async () => {
    localStorage.setItem('aula.auth', JSON.stringify({ token_type: 'Bearer', access_token: 'organiser-token' }));
    const calls = stubVenueApi({
      'GET /venue/SIGN03/entry': () => data(venueEntry('SIGN03')),
      'POST /venue/SIGN03/login': () => data(token('SIGN03', 'de')),
      'GET /venue/event': () => data(venueContent('SIGN03')),
      'GET /venue/me': () => data(venueProfile('SIGN03', { lang: 'de' })),
    });
    await renderVenue('/e/SIGN03/venue/sign-in');
    await signInWithForm(' jonas@example.com ', 'Harbour-Guest-2027!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Jonas' })).toBeTruthy();
    expect(window.location.pathname).toBe('/e/SIGN03/venue');
    expect(document.documentElement.lang).toBe('de');
    const login = calls.find((call) => call.path === '/venue/SIGN03/login')!;
    expect(login.body).toEqual({ email: 'jonas@example.com', password: 'Harbour-Guest-2027!', captcha: '' });
    // The console's token is never sent; the venue's goes with every signed-in call.
    expect(calls.every((call) => call.authorization !== 'Bearer organiser-token')).toBe(true);
    expect(calls.find((call) => call.path === '/venue/event')!.authorization).toBe('Bearer new-token-SIGN03');
    expect(JSON.parse(localStorage.getItem('aula.venue.sign03.session')!).accessToken).toBe('new-token-SIGN03');
  });

  it('comes back to the page asked for after signing in', async () => {
    stubVenueApi({
      'GET /venue/SIGN04/entry': () => data(venueEntry('SIGN04')),
      'POST /venue/SIGN04/login': () => data(token('SIGN04')),
      'GET /venue/event': () => data(venueContent('SIGN04')),
      'GET /venue/me': () => data(venueProfile('SIGN04')),
    });
    await renderVenue('/e/SIGN04/venue/agenda');
    await signInWithForm('jonas@example.com', 'Harbour-Guest-2027!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeTruthy();
    expect(window.location.pathname).toBe('/e/SIGN04/venue/agenda');
  });

  it('starts in the event\'s language and switches to the other, remembering the choice', async () => {
    const calls = stubVenueApi({ 'GET /venue/SIGN05/entry': () => data(venueEntry('SIGN05', { language: 'de' })) });
    await renderVenue('/e/SIGN05/venue/sign-in', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bei Harbour Summit anmelden' })).toBeTruthy();
    const switcher = screen.getByRole('group', { name: 'Sprache' });
    expect(switcher.querySelector('[aria-pressed="true"]')!.textContent).toBe('DE');
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Harbour Summit' })).toBeTruthy();
    expect(localStorage.getItem('aula.venue.sign05.lang')).toBe('en');
    expect(calls[0]!.language).toBe('de');
  });

  it('asks for a reset link and answers the same whoever the address belongs to', async () => {
    const calls = stubVenueApi({
      'GET /venue/SIGN06/entry': () => data(venueEntry('SIGN06')),
      'POST /venue/SIGN06/forgotPassword': () => data({ ok: true }),
    });
    await renderVenue('/e/SIGN06/venue/sign-in');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await userEvent.type(await screen.findByLabelText('E-mail'), 'jonas@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('status')).textContent).toContain('If jonas@example.com has an account for this event');
    expect(calls.at(-1)!.body).toEqual({ email: 'jonas@example.com', captcha: '' });
  });

  it('shows the configured bot check and sends its token', async () => {
    const calls = stubVenueApi({
      'GET /venue/SIGN09/entry': () => data(venueEntry('SIGN09')),
      'GET /clientConfig': () =>
        data({ version: '0.8.6', botCheck: { provider: 'turnstile', siteKey: 'site-key' }, breachCheckUrl: '', support: { mode: 'off', chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: '' }, termsUrl: { en: '', de: '' }, maps: { enabled: false } }),
      'POST /venue/SIGN09/login': () => failure(401, 'invalid_credentials', 'The e-mail address or password is wrong.'),
    });
    await renderVenue('/e/SIGN09/venue/sign-in');
    expect(await screen.findByText('widget for site-key')).toBeTruthy();
    await signInWithForm('jonas@example.com', 'wrong');
    await screen.findByRole('alert');
    expect(calls.find((call) => call.path === '/venue/SIGN09/login')!.body).toMatchObject({ captcha: 'human-token' });
    // A token is single-use: a failed attempt brings a fresh widget.
    await waitFor(() => expect(botCheck.render).toHaveBeenCalledTimes(2));
  });

  it('shows the closed page after closing', async () => {
    stubVenueApi({ 'GET /venue/SIGN07/entry': () => data(venueEntry('SIGN07', { state: 'closed' })) });
    await renderVenue('/e/SIGN07/venue/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'This event has closed' })).toBeTruthy();
    expect(screen.getByText('Harbour Summit')).toBeTruthy();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let reachable = false;
    stubVenueApi({ 'GET /venue/SIGN08/entry': () => (reachable ? data(venueEntry('SIGN08')) : failure(503, 'unavailable', 'Service unavailable')) });
    await renderVenue('/e/SIGN08/venue/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'The event could not be loaded' })).toBeTruthy();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Harbour Summit'));
  });
});
