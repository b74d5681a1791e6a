import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@aula/shared';
import { data, failure, renderVenue, stubVenueApi } from '../testing/render-venue';
import { venueEntry } from '../testing/venue-fixtures';

const FORM = {
  fields: [
    { field: 'firstName', required: true },
    { field: 'company', required: false },
  ],
  consentText: 'My details may be stored for this event.',
  consentVersion: 3,
  closed: false,
};

describe('the registration page', () => {
  it.each([
    ['en', 'E-mail', 'First name', 'Company (optional)', 'I accept the text above', 'Register', 'Required field', 'Please accept the consent text', 'Invalid email'],
    ['de', 'E-Mail', 'Vorname', 'Firma (optional)', 'Ich stimme dem obigen Text zu', 'Registrieren', 'Pflichtfeld', 'Bitte stimmen Sie dem Einwilligungstext zu', 'Ungültige E-Mail-Adresse'],
  ] as const)('in %s: puts each refusal beside its field and sends nothing while one fails', async (lang, email, first, company, consent, submit, required, consentError, invalidEmail) => {
    const calls = stubVenueApi({ 'GET /venue/REG01/entry': () => data(venueEntry('REG01')), 'GET /venue/REG01/registration': () => data(FORM) });
    await renderVenue('/e/REG01/register', lang as Language);
    expect(await screen.findByText(FORM.consentText)).toBeTruthy();
    expect(screen.getByLabelText(company)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(email), 'lena-at-example');
    await userEvent.click(screen.getByRole('button', { name: submit }));

    const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent;
    expect(await screen.findByText(required, { selector: '.field-error' })).toBeTruthy();
    expect(errorOf(screen.getByLabelText(first))).toBe(required);
    expect(errorOf(screen.getByLabelText(email))).toBe(invalidEmail);
    expect(errorOf(screen.getByLabelText(consent))).toBe(consentError);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the fields, the language and the consent version, then says where the link went', async () => {
    const calls = stubVenueApi({
      'GET /venue/REG02/entry': () => data(venueEntry('REG02')),
      'GET /venue/REG02/registration': () => data(FORM),
      'POST /venue/REG02/register': () => data({ ok: true }),
    });
    await renderVenue('/e/REG02/register');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lena@example.com');
    await userEvent.type(screen.getByLabelText('First name'), 'Lena');
    await userEvent.click(screen.getByLabelText('I accept the text above'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/We have sent a link to lena@example.com/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ email: 'lena@example.com', firstName: 'Lena', lang: 'en', consent: true, consentVersion: 3 });
  });

  it("puts the server's refusal of an outdated consent beside the consent", async () => {
    stubVenueApi({
      'GET /venue/REG03/entry': () => data(venueEntry('REG03')),
      'GET /venue/REG03/registration': () => data(FORM),
      'POST /venue/REG03/register': () => failure(400, 'validation_failed', 'Some fields are not valid.', { consent: 'validation.consent_outdated' }),
    });
    await renderVenue('/e/REG03/register');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lena@example.com');
    await userEvent.type(screen.getByLabelText('First name'), 'Lena');
    await userEvent.click(screen.getByLabelText('I accept the text above'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The consent text has changed. Please read it again.')).toBeTruthy();
  });

  it('says that an invitation-only event takes no registrations', async () => {
    stubVenueApi({ 'GET /venue/REG04/entry': () => data(venueEntry('REG04')), 'GET /venue/REG04/registration': () => failure(404, 'not_found', 'Not found') });
    await renderVenue('/e/REG04/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration is not available for this event' })).toBeTruthy();
  });

  it('takes a confirmed and accepted registration on to the set-password page of its account', async () => {
    stubVenueApi({
      'GET /venue/REG05/entry': () => data(venueEntry('REG05')),
      'POST /venue/REG05/confirmRegistration': () => data({ outcome: 'accepted', passwordToken: 'Qx7-set' }),
      'POST /venue/REG05/invitation': () => data({ firstName: 'Lena', email: 'lena@example.com', lang: 'en' }),
    });
    await renderVenue('/e/REG05/register/confirm/Qx7-confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lena' })).toBeTruthy();
    expect(window.location.pathname).toBe('/e/REG05/venue/invitation/Qx7-set');
  });
});
