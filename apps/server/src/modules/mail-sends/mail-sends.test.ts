import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSendRecipients, type attendeeAccounts } from '../../db/schema';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer';
import type { Mailer } from '../../adapters/mail/mailer';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { storedTemplate } from './mail-sends-test-support';
import { createMailSendsRepository } from './repository';

describe('mail sends', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let templateId: number;
  const ids: Record<string, number> = {};
  let eventMailer: Mailer | undefined;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({
      refuseRecipient: (address) =>
        address.startsWith('gone@') ? { code: 550, message: 'No such user' } : address.startsWith('later@') ? { code: 451, message: 'Try again later' } : null,
    });
    t = await createTestApp({
      ...ATTENDEE_TEST_ENV,
      // The worker runs only when nudged or drained, so each test decides when mails go out.
      JOBS_POLL_INTERVAL_MS: '600000',
      MAIL_SEND_MAX_ATTEMPTS: '2',
      MAIL_SEND_RETRY_BASE_MS: '1000',
    });
    // The event's mails go to the loopback SMTP server; the organisers' own mails stay in the outbox.
    const mailer = createSmtpMailer(smtp.url, 'Aula <no-reply@aula.test>');
    eventMailer = mailer;
    t.app.services.eventMailers.forEvent = async () => mailer;
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
    event = await publishedEvent(t, organiser.token, { name: 'Süd Expo' });
    otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    templateId = await storedTemplate(t, organiser.companyId, event.eventId);
    const add = async (key: string, values: Partial<typeof attendeeAccounts.$inferInsert>) => {
      ids[key] = (await attendeeAccount(t, event.eventId, values)).id;
    };
    await add('ada', { firstName: 'Ada', lastName: 'Quist', groups: ['press'], email: 'ada@example.com' });
    await add('jorg', { firstName: 'Jörg', lastName: 'Müller', lang: 'de', groups: ['press'], email: 'joerg@example.com', firstSignedInAt: new Date(), passwordHash: 'x' });
    await add('sam', { firstName: 'Sam', lastName: 'Speaker', role: 'speaker', email: 'sam@example.com' });
    await add('inactive', { firstName: 'Ina', active: false, groups: ['press'], email: 'ina@example.com' });
    await add('erased', { firstName: '', email: 'erased@example.com', erasedAt: new Date(), groups: ['press'] });
    await attendeeAccount(t, otherEvent.eventId, { firstName: 'Otto', email: 'otto@example.com' });
  });
  afterAll(async () => {
    await t?.close();
    // Its pooled connections stay open until closed, and the SMTP server waits for them to go.
    eventMailer?.close?.();
    await smtp?.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const sendAll = async () => {
    await t.drainJobs();
    await t.app.services.mailSends.worker.drain();
  };
  const everyone = { filter: { q: '' } };

  it('counts the reachable accounts of a selection: never erased, inactive or another event’s', async () => {
    const count = async (selection: object) => (await call(organiser.token, 'POST', `/mailSends/${event.eventId}/count`, { selection })).json().data.count;
    expect(await count(everyone)).toBe(3);
    expect(await count({ filter: { q: '', group: 'press' } })).toBe(2);
    expect(await count({ filter: { q: '', role: 'speaker' } })).toBe(1);
    expect(await count({ filter: { q: '', status: 'signed_in' } })).toBe(1);
    expect(await count({ filter: { q: '', status: 'not_invited' } })).toBe(2);
    expect(await count({ ids: [ids.ada, ids.inactive, ids.erased] })).toBe(1);
  });

  it('sends a template to a group now: placeholders filled in each language, one Message-ID per recipient, all sent', async () => {
    const res = await call(organiser.token, 'POST', `/mailSends/${event.eventId}/send`, { templateId, selection: { filter: { q: '', group: 'press' } }, scheduledAt: null });
    expect(res.statusCode).toBe(200);
    const send = res.json().data;
    expect(send).toMatchObject({ status: 'queued', templateName: 'Welcome' });
    await sendAll();
    const mails = await smtp.waitFor(2);
    const ada = mails.find((m) => m.envelopeTo.includes('ada@example.com'))!;
    const jorg = mails.find((m) => m.envelopeTo.includes('joerg@example.com'))!;
    expect(ada.parsed.subject).toBe('Welcome to Süd Expo, Ada');
    expect(ada.parsed.text).toContain('Dear Ada Quist');
    // Ada has no password: her link is a fresh invitation; Jörg signs in on the venue's page.
    expect(ada.parsed.html).toMatch(new RegExp(`https://aula.test/e/${event.code}/venue/invitation/[\\w-]+`));
    expect(ada.parsed.messageId).toBe(`<send-${send.id}-${(await recipientId(send.id, ids.ada!))}@aula.test>`);
    expect(jorg.parsed.subject).toBe('Willkommen zur Süd Expo, Jörg');
    expect(jorg.parsed.text).toContain('Grüße');
    expect(jorg.parsed.html).toContain(`https://aula.test/e/${event.code}/venue"`);

    const list = (await call(organiser.token, 'GET', `/mailSends/${event.eventId}`)).json().data;
    expect(list[0]).toMatchObject({ id: send.id, status: 'done', recipientCount: 2, counts: { sent: 2, queued: 0, failed: 0, bounced: 0 } });
    const outbox = (await call(organiser.token, 'GET', `/mailSends/${event.eventId}/outbox/${send.id}?status=sent`)).json().data;
    expect(outbox.total).toBe(2);
    expect(outbox.rows.map((row: { name: string }) => row.name)).toEqual(['Ada Quist', 'Jörg Müller']);
  });

  async function recipientId(sendId: number, accountId: number): Promise<number> {
    const [row] = await t.database.db
      .select({ id: mailSendRecipients.id })
      .from(mailSendRecipients)
      .where(and(eq(mailSendRecipients.sendId, sendId), eq(mailSendRecipients.accountId, accountId)));
    return row!.id;
  }

  it('marks a 550 as bounced and retries a 451 with back-off until it fails with the reason', async () => {
    const gone = (await attendeeAccount(t, event.eventId, { email: 'gone@example.com', groups: ['edge'] })).id;
    const later = (await attendeeAccount(t, event.eventId, { email: 'later@example.com', groups: ['edge'] })).id;
    const send = (await call(organiser.token, 'POST', `/mailSends/${event.eventId}/send`, { templateId, selection: { ids: [gone, later] }, scheduledAt: null })).json().data;
    await sendAll();
    const outbox = async (status: string) => (await call(organiser.token, 'GET', `/mailSends/${event.eventId}/outbox/${send.id}?status=${status}`)).json().data;
    expect((await outbox('bounced')).rows).toMatchObject([{ email: 'gone@example.com', attempts: 1, lastError: expect.stringContaining('No such user') }]);
    expect((await outbox('queued')).rows).toMatchObject([{ email: 'later@example.com', attempts: 1, lastError: expect.stringContaining('Try again later') }]);
    t.advanceClock(1_500);
    await sendAll();
    const failed = await outbox('failed');
    expect(failed.rows).toMatchObject([{ email: 'later@example.com', attempts: 2, lastError: expect.stringContaining('451') }]);
    expect(failed.send).toMatchObject({ status: 'done', counts: { bounced: 1, failed: 1, sent: 0 } });
  });

  it('sends a test to the organiser in their language, filled for a sample account', async () => {
    const before = smtp.received.length;
    const res = await call(organiser.token, 'POST', `/mailSends/${event.eventId}/test`, { templateId, selection: { ids: [ids.sam] } });
    expect(res.json().data).toEqual({ to: organiser.email });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual([organiser.email]);
    expect(mail!.parsed.subject).toBe('Welcome to Süd Expo, Sam');
  });

  it('schedules a send at a future time, refuses a past one, and cancels a scheduled send so it never goes', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const refused = await call(organiser.token, 'POST', `/mailSends/${event.eventId}/send`, { templateId, selection: everyone, scheduledAt: past });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ scheduledAt: 'validation.invalid' });
    const at = new Date(Date.now() + 3600_000).toISOString();
    const send = (await call(organiser.token, 'POST', `/mailSends/${event.eventId}/send`, { templateId, selection: everyone, scheduledAt: at })).json().data;
    expect(send).toMatchObject({ status: 'scheduled', scheduledAt: at });
    const cancelled = await call(organiser.token, 'POST', `/mailSends/${event.eventId}/cancel/${send.id}`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await call(organiser.token, 'POST', `/mailSends/${event.eventId}/cancel/${send.id}`)).statusCode).toBe(400);
    const before = smtp.received.length;
    t.advanceClock(2 * 3600_000);
    await sendAll();
    expect(smtp.received.length).toBe(before);
    expect((await call(organiser.token, 'GET', `/mailSends/${event.eventId}/outbox/${send.id}`)).json().data.total).toBe(0);
  });

  it('stops a running send from claiming more recipients once it is cancelled', async () => {
    const send = (await call(organiser.token, 'POST', `/mailSends/${event.eventId}/send`, { templateId, selection: everyone, scheduledAt: null })).json().data;
    await t.drainJobs();
    expect((await call(organiser.token, 'GET', `/mailSends/${event.eventId}/outbox/${send.id}`)).json().data.send.status).toBe('sending');
    await call(organiser.token, 'POST', `/mailSends/${event.eventId}/cancel/${send.id}`);
    const repository = createMailSendsRepository(t.database.db);
    expect(await repository.claim(new Date(Date.now() + 3 * 3600_000), 60_000, 10)).toEqual([]);
  });

  it('refuses other companies, other events’ sends and templates, and library templates, like missing ones', async () => {
    const libraryTemplate = await storedTemplate(t, organiser.companyId, null, 'Library');
    const otherTemplate = await storedTemplate(t, organiser.companyId, otherEvent.eventId, 'Other');
    const strangerEvent = await publishedEvent(t, stranger.token);
    const [send] = (await call(organiser.token, 'GET', `/mailSends/${event.eventId}`)).json().data;
    const base = `/mailSends/${event.eventId}`;
    expect((await call(organiser.token, 'GET', `${base}/templates`)).json().data).toEqual([{ id: templateId, name: 'Welcome' }]);
    for (const [method, url, payload] of [
      ['GET', `${base}/templates`, undefined],
      ['POST', `${base}/count`, { selection: everyone }],
      ['POST', `${base}/send`, { templateId, selection: everyone, scheduledAt: null }],
      ['POST', `${base}/test`, { templateId }],
      ['POST', `${base}/cancel/${send.id}`, undefined],
      ['GET', base, undefined],
      ['GET', `${base}/outbox/${send.id}`, undefined],
    ] as const) {
      expect((await call(stranger.token, method, url, payload)).statusCode).toBe(404);
    }
    expect((await call(organiser.token, 'GET', `/mailSends/${otherEvent.eventId}/outbox/${send.id}`)).statusCode).toBe(404);
    expect((await call(organiser.token, 'GET', `/mailSends/${strangerEvent.eventId}`)).statusCode).toBe(404);
    for (const id of [libraryTemplate, otherTemplate]) {
      const res = await call(organiser.token, 'POST', `${base}/send`, { templateId: id, selection: everyone, scheduledAt: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ templateId: 'validation.required' });
    }
    expect((await call(organiser.token, 'POST', `${base}/send`, { templateId, selection: {}, scheduledAt: null })).statusCode).toBe(400);
  });
});
