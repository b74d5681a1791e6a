import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { seededEvent } from '../../test/analytics-seed';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { placeUser } from '../../test/user-rows';
import { pdfTextLines } from '../../summary-pdf/pdf-test-support';
import { ATTENDEE_TEST_ENV, publishedEvent } from '../attendee-auth/attendee-test-support';
import type { Mailer } from '../../adapters/mail/mailer';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer';
import { createSummaryMails, type SummaryMails } from './summary-mail';

const DAY = 24 * 3600_000;

/** The mail organisers get once their event has ended (docs/rules/analytics.md#summary-mail), through a real SMTP server. */
describe('the analytics summary mail', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seededEvent>>;
  let manager: SignedInUser;
  let unassignedHost: SignedInUser;
  let summaryMailsViaSmtp: SummaryMails;
  let smtpMailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // The periodic check and the job worker run only when a test asks. Sign-ups read their links
    // from the app's outbox, so the summary mails go through the SMTP server from a second
    // instance of the service on the app's queue: its job handler is the one that runs.
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '600000' });
    const { jobs, analyticsRead, users: usersService } = t.app.services;
    smtpMailer = createSmtpMailer(smtp.url, 'Aula <no-reply@aula.test>');
    summaryMailsViaSmtp = createSummaryMails(t.database.db, {
      jobs,
      mail: smtpMailer,
      analyticsRead,
      users: usersService,
      publicUrl: t.config.publicUrl,
      now: () => t.app.now(),
      checkIntervalMs: 600_000,
      log: t.app.log,
    });
    seeded = await seededEvent(t);
    manager = await signedInUser(t, { firstName: 'Jürgen' });
    await placeUser(t, manager.id, seeded.organiser.companyId, 'manager');
    await t.database.db.update(users).set({ lang: 'de' }).where(eq(users.id, manager.id));
    unassignedHost = await signedInUser(t);
    await placeUser(t, unassignedHost.id, seeded.organiser.companyId, 'host');
  });
  afterAll(async () => {
    await t?.close();
    smtpMailer?.close?.();
    await smtp?.close();
  });

  /** The summary mails the SMTP server took so far (the sign-ups' activation mails are not). */
  const summaryMails = () => smtp.received.filter((mail) => mail.parsed.messageId?.startsWith('<analytics-summary-'));
  const mailTo = (email: string) => summaryMails().filter((mail) => mail.envelopeTo.includes(email.toLowerCase()));
  const pdfOf = (mail: ReceivedMail) => {
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: 'summit-analytics-summary.pdf' });
    return pdfTextLines(attachment!.content);
  };
  const checkAndSend = async () => {
    const claimed = await summaryMailsViaSmtp.check();
    await t.drainJobs();
    return claimed;
  };

  it('sends nothing before the event has ended', async () => {
    expect(await checkAndSend()).toBe(0);
    expect(summaryMails()).toEqual([]);
  });

  it("sends each organiser one mail in their language, with the key figures and the PDF, once the end has passed in the event's zone", async () => {
    // The event ends on 4 December at 18:00 at UTC+02:00.
    t.advanceClock(Date.parse('2026-12-04T16:00:30Z') - t.app.now().getTime());
    expect(await checkAndSend()).toBe(1);

    expect(summaryMails()).toHaveLength(2);
    expect(mailTo(unassignedHost.email)).toEqual([]);
    const [english] = mailTo(seeded.organiser.email);
    expect(english!.parsed.subject).toBe('The figures of Summit Analytics');
    expect(english!.parsed.text).toContain('Summit Analytics (3 December 2026');
    expect(english!.parsed.text).toContain('Unique attendees: 2');
    expect(english!.parsed.text).toContain('Engagement rate: 50%');
    expect(english!.parsed.text).toContain(`https://aula.test/event/${seeded.eventId}/analytics`);
    expect(pdfOf(english!)).toEqual(expect.arrayContaining(['Summit Analytics', 'Unique attendees', 'Engaged']));

    const [german] = mailTo(manager.email);
    expect(german!.parsed.subject).toBe('Die Kennzahlen von Summit Analytics');
    expect(german!.parsed.text).toContain('Hallo Jürgen,');
    expect(german!.parsed.text).toContain('Eindeutige Teilnehmende: 2');
    expect(german!.parsed.text).toContain('Engagement-Rate: 50\u00a0%');
    expect(pdfOf(german!)).toEqual(expect.arrayContaining(['Eindeutige Teilnehmende', 'Teilgenommen']));
    // No tracking pixel, no remote image of any kind.
    for (const mail of summaryMails()) expect(mail.parsed.html || '').not.toContain('<img');
  });

  it('sends no second mail when the check runs again, on two instances at once, or after a restart', async () => {
    const sent = summaryMails().length;
    // The app's own check and the SMTP instance's check, as two server processes on one database would, and again as after a restart.
    const claims = await Promise.all([t.app.services.analyticsSummaryMails.check(), summaryMailsViaSmtp.check(), t.app.services.analyticsSummaryMails.check()]);
    await t.drainJobs();
    expect(claims).toEqual([0, 0, 0]);
    expect(summaryMails()).toHaveLength(sent);
  });

  it('still mails an event nobody came to, saying so, with the PDF', async () => {
    const empty = await publishedEvent(t, seeded.organiser.token, { name: 'Quiet Evening' });
    await t.database.db.update(events).set({ endAt: new Date(t.app.now().getTime() - 60_000) }).where(eq(events.id, empty.eventId));
    expect(await checkAndSend()).toBe(1);
    const [mail] = mailTo(seeded.organiser.email).filter((received) => received.parsed.subject === 'The figures of Quiet Evening');
    expect(mail!.parsed.text).toContain('No attendees came to the venue.');
    expect(mail!.parsed.text).not.toContain('Unique attendees');
    expect(mail!.parsed.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: 'quiet-evening-summary.pdf' });
  });

  it('mails no event that ended more than seven days ago, nor a draft', async () => {
    const old = await publishedEvent(t, seeded.organiser.token, { name: 'Long Ago' });
    await t.database.db.update(events).set({ endAt: new Date(t.app.now().getTime() - 8 * DAY) }).where(eq(events.id, old.eventId));
    const draft = await publishedEvent(t, seeded.organiser.token, { name: 'Never Published' });
    await t.database.db.update(events).set({ code: null, endAt: new Date(t.app.now().getTime() - 60_000) }).where(eq(events.id, draft.eventId));
    expect(await checkAndSend()).toBe(0);
  });
});
