import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLANS } from '@aula/shared';
import { attendeeAccounts, registrations } from '../../db/schema';
import { putOnPlan } from '../../test/company-plan';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, venueSignInClient } from '../attendee-auth/attendee-test-support';
import { newAddress, registrationPageClient, registrationSettingsClient } from './registration-test-support';

type Queued = { id: number; email: string; status: string };

/** Capacity, the waiting list and the organiser's approval queue (docs/rules/attendees.md#registration). */
describe('registration places and approval', () => {
  let t: TestApp;
  let organiser: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
  });
  afterAll(() => t.close());

  async function openEvent(settings: Record<string, unknown>) {
    const event = await publishedEvent(t, organiser.token, { name: 'Harbour Summit' });
    const organiserCalls = registrationSettingsClient(t, organiser.token, event.eventId);
    await organiserCalls.open(settings);
    return { event, organiserCalls, page: registrationPageClient(t, event.code) };
  }
  const queueOf = async (calls: ReturnType<typeof registrationSettingsClient>): Promise<Queued[]> => (await calls.queue()).json().data;
  const accountEmails = async (eventId: number): Promise<string[]> =>
    (await t.app.inject({ method: 'GET', url: `/api/accounts/${eventId}`, headers: bearer(organiser.token) })).json().data.rows.map((row: { email: string }) => row.email);

  it('puts confirmed registrations past the capacity on the waiting list in order, and moves the first up when an account is deleted', async () => {
    const { event, organiserCalls, page } = await openEvent({ capacity: 1, waitingList: true });
    const [first, second, third] = [newAddress(), newAddress(), newAddress()];
    expect((await page.registerAndConfirm(first)).json().data.outcome).toBe('accepted');
    expect((await page.registerAndConfirm(second)).json().data).toEqual({ outcome: 'waiting', passwordToken: null });
    expect((await page.registerAndConfirm(third)).json().data.outcome).toBe('waiting');
    expect((await queueOf(organiserCalls)).map((row) => [row.email, row.status])).toEqual([
      [second, 'waiting'],
      [third, 'waiting'],
    ]);

    const firstAccount = (await t.app.inject({ method: 'GET', url: `/api/accounts/${event.eventId}`, headers: bearer(organiser.token) })).json().data.rows[0].id;
    const deleted = await t.app.inject({ method: 'POST', url: `/api/deleteAccounts/${event.eventId}`, headers: bearer(organiser.token), payload: { ids: [firstAccount] } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await accountEmails(event.eventId)).toEqual([second]);
    expect((await queueOf(organiserCalls)).map((row) => row.email)).toEqual([third]);
    const [moved] = await mailsSentTo(t, second).then((mails) => mails.filter((mail) => mail.subject.includes('accepted')));
    const signedIn = await venueSignInClient(t, event.code).acceptInvitation(tokenFromLink(moved!, '/venue/invitation/'));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('forgets the person of an erased account, gives its place to the first waiting, and lets a deleted one register again', async () => {
    const { event, organiserCalls, page } = await openEvent({ capacity: 1, waitingList: true });
    const [erased, waiting] = [newAddress(), newAddress()];
    await page.registerAndConfirm(erased);
    await page.registerAndConfirm(waiting);
    const accountOf = async (email: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/accounts/${event.eventId}`, headers: bearer(organiser.token) })).json().data.rows as { id: number; email: string }[]).find(
        (row) => row.email === email,
      )!.id;
    const erase = await t.app.inject({ method: 'POST', url: `/api/eraseAccount/${event.eventId}/${await accountOf(erased)}`, headers: bearer(organiser.token) });
    expect(erase.statusCode, erase.body).toBe(200);
    expect(await accountEmails(event.eventId)).toEqual([waiting]);
    expect(await queueOf(organiserCalls)).toEqual([]);
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.eventId));
    expect(rows.map((row) => row.email)).not.toContain(erased);
    expect(rows.find((row) => row.email.startsWith('erased-'))).toMatchObject({ firstName: '', lastName: '', company: '', accountId: null });

    await t.app.inject({ method: 'POST', url: `/api/deleteAccounts/${event.eventId}`, headers: bearer(organiser.token), payload: { ids: [await accountOf(waiting)] } });
    expect((await page.registerAndConfirm(waiting)).json().data.outcome).toBe('accepted');
  });

  it('gives the last place to one of two confirmations at the same moment and puts the other on the waiting list', async () => {
    const { page } = await openEvent({ capacity: 1, waitingList: true });
    const [one, other] = [newAddress(), newAddress()];
    await Promise.all([page.register({ email: one }), page.register({ email: other })]);
    const tokens = await Promise.all([one, other].map(async (email) => tokenFromLink((await mailsSentTo(t, email)).at(-1)!, '/register/confirm/')));
    const outcomes = await Promise.all(tokens.map(async (token) => (await page.confirm(token)).json().data.outcome as string));
    expect(outcomes.sort()).toEqual(['accepted', 'waiting']);
  });

  it('refuses registering for a full event without a waiting list', async () => {
    const { page } = await openEvent({ capacity: 1 });
    await page.registerAndConfirm(newAddress());
    const res = await page.register({ email: newAddress() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'registration_full', message: 'This event is full. Registration is no longer possible.' });
  });

  it('keeps confirmed registrations in the queue until the organiser approves or rejects them, with a mail either way', async () => {
    const { event, organiserCalls, page } = await openEvent({ approval: true });
    const [approved, rejected] = [newAddress(), newAddress()];
    expect((await page.registerAndConfirm(approved, { lang: 'de' })).json().data).toEqual({ outcome: 'awaiting_approval', passwordToken: null });
    await page.registerAndConfirm(rejected);
    expect(await accountEmails(event.eventId)).toEqual([]);
    const queue = await queueOf(organiserCalls);
    expect(queue.map((row) => [row.email, row.status])).toEqual([
      [approved, 'awaiting_approval'],
      [rejected, 'awaiting_approval'],
    ]);

    expect((await organiserCalls.approve(queue[0]!.id)).statusCode).toBe(200);
    expect((await organiserCalls.reject(queue[1]!.id)).statusCode).toBe(200);
    expect(await accountEmails(event.eventId)).toEqual([approved]);
    expect(await queueOf(organiserCalls)).toEqual([]);
    const acceptedMail = (await mailsSentTo(t, approved)).at(-1)!;
    expect(acceptedMail.subject).toBe('Ihre Registrierung für Harbour Summit ist angenommen');
    expect((await venueSignInClient(t, event.code).acceptInvitation(tokenFromLink(acceptedMail, '/venue/invitation/'))).statusCode).toBe(200);
    expect((await mailsSentTo(t, rejected)).at(-1)!.text).toContain('could not accept your registration');
    expect((await organiserCalls.approve(queue[1]!.id)).statusCode).toBe(404);
  });

  it("refuses an approval past the plan's accounts per event in the organiser's words, and keeps the registration awaiting approval", async () => {
    const owner = await signedInUser(t);
    const event = await publishedEvent(t, owner.token);
    const organiserCalls = registrationSettingsClient(t, owner.token, event.eventId);
    await organiserCalls.open({ approval: true });
    const person = newAddress();
    await registrationPageClient(t, event.code).registerAndConfirm(person);
    await putOnPlan(t, owner.companyId, 'starter');
    const max = PLANS.starter.limits.accountsPerEvent!;
    await t.database.db.insert(attendeeAccounts).values(Array.from({ length: max }, (_, n) => ({ eventId: event.eventId, email: `held-${n}@example.com` })));
    const [queued] = await queueOf(organiserCalls);

    const refused = await organiserCalls.approve(queued!.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'accounts_limit',
      message: `Your plan allows ${max} accounts per event, and all of them are in use, so this registration cannot be approved. Delete accounts or upgrade your plan, then approve it again.`,
    });
    const inGerman = await t.app.inject({
      method: 'POST',
      url: `/api/approveRegistration/${event.eventId}`,
      headers: { ...bearer(owner.token), 'accept-language': 'de' },
      payload: { registrationId: queued!.id },
    });
    expect(inGerman.json().error.message).toBe(
      `Ihr Tarif erlaubt ${max} Konten pro Event, und alle sind vergeben. Daher kann diese Registrierung nicht freigegeben werden. Löschen Sie Konten oder wechseln Sie den Tarif und geben Sie die Registrierung dann erneut frei.`,
    );
    expect((await queueOf(organiserCalls)).map((row) => [row.email, row.status])).toEqual([[person, 'awaiting_approval']]);
  });

  it('moves the first waiting registration into the approval queue when a rejection frees a place', async () => {
    const { organiserCalls, page } = await openEvent({ approval: true, capacity: 1, waitingList: true });
    const [held, waiting] = [newAddress(), newAddress()];
    await page.registerAndConfirm(held);
    expect((await page.registerAndConfirm(waiting)).json().data.outcome).toBe('waiting');
    const [first] = await queueOf(organiserCalls);
    await organiserCalls.reject(first!.id);
    expect((await queueOf(organiserCalls)).map((row) => [row.email, row.status])).toEqual([[waiting, 'awaiting_approval']]);
    expect((await mailsSentTo(t, waiting)).at(-1)!.subject).toBe('A place for Harbour Summit has become free');
  });

  it("answers another company's organiser 404 and an attendee's token 401 on the queue's calls", async () => {
    const { event, organiserCalls, page } = await openEvent({ approval: true });
    await page.registerAndConfirm(newAddress());
    const [queued] = await queueOf(organiserCalls);
    const stranger = registrationSettingsClient(t, (await signedInUser(t)).token, event.eventId);
    for (const res of [await stranger.queue(), await stranger.approve(queued!.id), await stranger.reject(queued!.id)]) expect(res.statusCode).toBe(404);
    const ownOtherEvent = await openEvent({ approval: true });
    expect((await ownOtherEvent.organiserCalls.approve(queued!.id)).statusCode).toBe(404);
    const attendee = registrationSettingsClient(t, (await signedInAttendee(t, event)).token, event.eventId);
    for (const res of [await attendee.queue(), await attendee.approve(queued!.id), await attendee.reject(queued!.id)]) expect(res.statusCode).toBe(401);
    expect((await queueOf(organiserCalls)).map((row) => row.status)).toEqual(['awaiting_approval']);
  });

  it('counts an accepted registration as invited and activated in the funnel, and one awaiting approval not at all', async () => {
    const { event, organiserCalls, page } = await openEvent({ approval: true });
    await page.registerAndConfirm(newAddress());
    await page.registerAndConfirm(newAddress());
    const [first] = await queueOf(organiserCalls);
    await organiserCalls.approve(first!.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/analyticsDashboard/${event.eventId}`, headers: bearer(organiser.token) });
    expect(res.json().data.funnel).toEqual({ invited: 1, activated: 1, attended: 0, engaged: 0 });
  });
});
