import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_PASSWORD, ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent, signedInAttendee, venueSignInClient } from '../attendee-auth/attendee-test-support';
import { freshIp, newAddress, OPEN_SETTINGS, registrationPageClient, registrationSettingsClient } from './registration-test-support';

const CONFIRM_LINK = /^https:\/\/aula\.test\/e\/[A-Z0-9]+\/register\/confirm\/[\w-]{43}$/;

/** Registering for an open event, confirming the address, and the settings behind it (docs/rules/attendees.md#registration). */
describe('open registration', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, RATE_LIMIT_PER_IP: '5', RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '2' });
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token, { name: 'Harbour Summit' });
    await registrationSettingsClient(t, organiser.token, event.eventId).open();
  });
  afterAll(() => t.close());

  const page = () => registrationPageClient(t, event.code);
  const accounts = async () => (await t.app.inject({ method: 'GET', url: `/api/accounts/${event.eventId}`, headers: bearer(organiser.token) })).json().data;

  it('answers the defaults, invitation only, for an event that never saved settings, and 404 for its registration page', async () => {
    const other = await publishedEvent(t, organiser.token);
    const res = await registrationSettingsClient(t, organiser.token, other.eventId).get();
    expect(res.json().data).toMatchObject({ access: 'invitation', consentVersion: 0, capacity: null, attendeeListVisibility: 'everyone' });
    const closed = registrationPageClient(t, other.code);
    expect((await closed.form()).statusCode).toBe(404);
    expect((await closed.register({ email: newAddress() })).statusCode).toBe(404);
    expect((await closed.confirm('x'.repeat(43))).statusCode).toBe(404);
  });

  it("links the public page to the registration page only while the event takes registrations", async () => {
    const invitationOnly = await publishedEvent(t, organiser.token);
    const open = await t.app.inject({ method: 'GET', url: `/e/${event.code}?lang=de` });
    expect(open.body).toContain(`<a href="/e/${event.code}/register">Registrieren</a>`);
    expect((await t.app.inject({ method: 'GET', url: `/e/${invitationOnly.code}` })).body).not.toContain('/register"');
  });

  it('counts a changed consent text as a new version and keeps the version while the text stays', async () => {
    const other = await publishedEvent(t, organiser.token);
    const settings = registrationSettingsClient(t, organiser.token, other.eventId);
    expect((await settings.open()).consentVersion).toBe(1);
    expect((await settings.open({ capacity: 10 })).consentVersion).toBe(1);
    expect((await settings.open({ consentText: 'New words.' })).consentVersion).toBe(2);
  });

  it('refuses open registration without a consent text beside the field, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registrationSettings/${event.eventId}`,
      headers: { ...bearer(organiser.token), 'accept-language': 'de' },
      payload: { ...OPEN_SETTINGS, consentText: '  ', capacity: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { consentText: 'validation.required', capacity: 'validation.invalid' } });
    expect(res.json().error.message).toBe('Einige Felder sind ungültig.');
  });

  it("keeps other companies' events and attendees' tokens out of the settings", async () => {
    const stranger = await signedInUser(t);
    expect((await registrationSettingsClient(t, stranger.token, event.eventId).get()).statusCode).toBe(404);
    expect((await registrationSettingsClient(t, stranger.token, event.eventId).save(OPEN_SETTINGS)).statusCode).toBe(404);
    const attendee = await signedInAttendee(t, event);
    expect((await registrationSettingsClient(t, attendee.token, event.eventId).get()).statusCode).toBe(401);
  });

  it('shows the page the fields and consent it asks for', async () => {
    const res = await page().form();
    expect(res.json().data).toEqual({ fields: OPEN_SETTINGS.fields, consentText: OPEN_SETTINGS.consentText, consentVersion: 1, closed: false });
  });

  it('makes no account until the address is confirmed, then one that sets its password and enters the venue', async () => {
    const email = newAddress();
    const before = (await accounts()).eventTotal;
    const res = await page().register({ email: email.toUpperCase(), lang: 'de', firstName: 'Lena', company: 'Nordwerk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const [mail] = await mailsSentTo(t, email);
    expect(mail!.subject).toBe('Bestätigen Sie Ihre Registrierung für Harbour Summit');
    expect(mail!.text).toContain('Hallo Lena,');
    expect(mail!.links[0]).toMatch(CONFIRM_LINK);
    expect((await accounts()).eventTotal).toBe(before);

    const confirmed = await page().confirm(tokenFromLink(mail!, '/register/confirm/'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.outcome).toBe('accepted');
    const list = await accounts();
    expect(list.eventTotal).toBe(before + 1);
    expect(list.rows.find((row: { email: string }) => row.email === email)).toMatchObject({ firstName: 'Lena', lastName: 'Brandt', company: 'Nordwerk', lang: 'de' });

    const signedIn = await venueSignInClient(t, event.code).acceptInvitation(confirmed.json().data.passwordToken);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(signedIn.json().data.access_token) })).statusCode).toBe(200);
    expect((await venueSignInClient(t, event.code).login(email, ATTENDEE_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('stores the consent with its text, version and time', async () => {
    const email = newAddress();
    await page().register({ email });
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.email, email));
    expect(row).toMatchObject({ consentText: OPEN_SETTINGS.consentText, consentVersion: 1, status: 'pending' });
    expect(row!.consentedAt).toBeInstanceOf(Date);
  });

  it('uses a confirmation link once', async () => {
    const email = newAddress();
    await page().register({ email });
    const token = tokenFromLink((await mailsSentTo(t, email)).at(-1)!, '/register/confirm/');
    expect((await page().confirm(token)).statusCode).toBe(200);
    const again = await page().confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('names each missing required field, a refused consent and an outdated consent beside its field', async () => {
    const missing = await page().register({ email: newAddress(), firstName: '', lastName: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ firstName: 'validation.required', lastName: 'validation.required' });
    const refused = await page().register({ email: newAddress(), consent: false });
    expect(refused.json().error.fields).toEqual({ consent: 'validation.consent_required' });
    const outdated = await page().register({ email: newAddress(), consentVersion: 0 });
    expect(outdated.json().error.fields).toEqual({ consent: 'validation.consent_outdated' });
  });

  it('answers an address that has an account exactly as a new one, and mails its owner instead', async () => {
    const existing = await attendeeAccount(t, event.eventId, { lang: 'en' });
    const answers = await Promise.all([page().register({ email: existing.email }), page().register({ email: newAddress() })]);
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(new Set(['200 {"data":{"ok":true}}']));
    const [mail] = await mailsSentTo(t, existing.email);
    expect(mail!.subject).toBe('Your registration for Harbour Summit');
    expect(mail!.text).toContain('already registered');
    expect(mail!.links.some((link) => link.includes('/register/confirm/'))).toBe(false);
    expect(await t.database.db.select().from(registrations).where(eq(registrations.email, existing.email))).toHaveLength(0);
  });

  it('limits registering per client and per address, as sign-up does', async () => {
    const ip = freshIp();
    const email = newAddress();
    expect((await page().register({ email }, ip)).statusCode).toBe(200);
    expect((await page().register({ email }, ip)).statusCode).toBe(200);
    const perAddress = await page().register({ email }, ip);
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().error.code).toBe('rate_limited');
    const other = freshIp();
    for (let i = 0; i < 5; i++) await page().register({ email: newAddress() }, other);
    expect((await page().register({ email: newAddress() }, other)).statusCode).toBe(429);
  });

  it('lets a confirmation link expire after 7 days, then closes registration at the closing instant', async () => {
    const email = newAddress();
    await page().register({ email });
    const token = tokenFromLink((await mailsSentTo(t, email)).at(-1)!, '/register/confirm/');
    t.advanceClock(7 * 24 * 3600_000 + 60_000);
    const expired = await page().confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('token_invalid');

    t.advanceClock(24 * 24 * 3600_000);
    expect((await page().form()).json().data.closed).toBe(true);
    const closed = await page().register({ email: newAddress() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({ code: 'registration_closed', message: 'Registration for this event has closed.' });
  });
});
