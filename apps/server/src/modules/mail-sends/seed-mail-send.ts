import { eventSetupFieldsSchema } from '@aula/shared';
import type { Database } from '../../db/client';
import { attendeeAccounts, companies, events, jobs, mailSends, mailTemplates } from '../../db/schema';
import { storedFields } from '../events/fields';
import { TEST_TEMPLATE_WORDS } from './mail-sends-test-support';
import { mailSendStartJob } from './service';

const INSERT_CHUNK = 2_000;

/** Where a seeded send lives. */
export type SeededSend = { eventId: number; sendId: number; code: string };

/**
 * A company with a published event of `recipients` attendee accounts (every fifth without a
 * password, so its mail carries a fresh invitation link; half of them German) and a send of a
 * template to all of them, stored straight in the database with its start job: the server that
 * starts on this database lists the recipients and sends. For the kill -9 and two-instance tests
 * and the benches, where thousands of accounts made one call at a time would take longer than the
 * sending measured.
 */
export async function seedMailSend(db: Database, recipients: number, options: { enqueue?: boolean } = {}): Promise<SeededSend> {
  const [company] = await db.insert(companies).values({ name: 'Mail bench' }).returning({ id: companies.id });
  const fields = eventSetupFieldsSchema.parse({
    name: 'Mail Expo',
    startDate: '2030-05-06',
    startTime: '09:00',
    endDate: '2030-05-07',
    endTime: '17:00',
    closingDate: '2030-06-06',
    closingTime: '17:00',
    location: 'Hamburg',
    address: [{ type: 'locality', name: 'Hamburg' }],
    language: 'en',
    timezone: 60,
  });
  const code = `MAIL${String(company!.id).padStart(4, '0')}`;
  const [event] = await db
    .insert(events)
    .values({ ...storedFields(fields), companyId: company!.id, code, originalStartDate: fields.startDate, originalStartTime: fields.startTime })
    .returning({ id: events.id });
  const eventId = event!.id;
  const rows = Array.from({ length: recipients }, (_, i) => ({
    eventId,
    email: `person${i + 1}@example.com`,
    firstName: `First${i + 1}`,
    lastName: `Last${i + 1}`,
    lang: i % 2 ? 'de' : 'en',
    passwordHash: i % 5 === 0 ? null : 'seeded',
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insert(attendeeAccounts).values(rows.slice(i, i + INSERT_CHUNK));
  const [template] = await db
    .insert(mailTemplates)
    .values({ companyId: company!.id, eventId, name: 'Welcome', ...TEST_TEMPLATE_WORDS })
    .returning({ id: mailTemplates.id });
  const [send] = await db
    .insert(mailSends)
    .values({ eventId, templateId: template!.id, templateName: 'Welcome', ...TEST_TEMPLATE_WORDS, audience: { filter: { q: '' } }, status: 'queued' })
    .returning({ id: mailSends.id });
  if (options.enqueue !== false) {
    await db.insert(jobs).values({ name: mailSendStartJob.name, payload: { sendId: send!.id }, maxAttempts: mailSendStartJob.maxAttempts, runAt: new Date() });
  }
  return { eventId, sendId: send!.id, code };
}
