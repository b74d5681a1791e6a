import { asLanguage, ATTENDEE_INVITATION_TTL_DAYS } from '@aula/shared';
import { composeMail } from '../../adapters/mail/compose';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { AttendeeLinkMails } from '../attendee-auth/link-mails';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { registrationConfirmJob, registrationDecisionJob, registrationKnownAddressJob } from './mail-jobs';
import {
  registrationAcceptedMail,
  registrationAwaitingApprovalMail,
  registrationConfirmMail,
  registrationKnownAddressMail,
  registrationRejectedMail,
} from './mail-texts';
import { createRegistrationRepository } from './repository';

type Deps = { db: Database; jobs: JobQueue; mail: Mailer; config: Config; linkMails: Pick<AttendeeLinkMails, 'invitationUrl'>; now: () => Date };

/** The venue's page that confirms a registration's address, under the event's code. */
const confirmPath = (code: string, token: string) => `/e/${code}/register/confirm/${token}`;

/**
 * The workers of registration's mails (docs/rules/attendees.md#registration), in the person's language.
 * The confirmation link is made when its mail is sent and replaces an older one; it expires like
 * an invitation link. Events no longer published get no mail.
 */
export function handleRegistrationMails({ db, jobs, mail, config, linkMails, now }: Deps): void {
  const repository = createRegistrationRepository(db);
  const ttlMs = ATTENDEE_INVITATION_TTL_DAYS * 24 * 3600_000;

  jobs.handle(registrationConfirmJob, async ({ registrationId }) => {
    const registration = await repository.find(registrationId);
    const event = registration?.status === 'pending' ? await repository.eventById(registration.eventId) : null;
    if (!registration || !event) return;
    const token = newOpaqueToken();
    if (!(await repository.setToken(registration.id, hashToken(token), new Date(now().getTime() + ttlMs)))) return;
    const lang = asLanguage(registration.lang);
    const url = `${config.publicUrl}${confirmPath(event.code, token)}`;
    const content = registrationConfirmMail(lang, { firstName: registration.firstName, eventName: event.name, url, days: ATTENDEE_INVITATION_TTL_DAYS });
    await mail.send(composeMail(registration.email, content, lang));
  });

  jobs.handle(registrationKnownAddressJob, async ({ eventId, email, lang }) => {
    const event = await repository.eventById(eventId);
    if (!event) return;
    const content = registrationKnownAddressMail(lang, { firstName: '', eventName: event.name, url: `${config.publicUrl}/e/${event.code}/venue` });
    await mail.send(composeMail(email, content, lang));
  });

  jobs.handle(registrationDecisionJob, async ({ registrationId, decision }) => {
    const registration = await repository.find(registrationId);
    const event = registration ? await repository.eventById(registration.eventId) : null;
    if (!registration || !event) return;
    const lang = asLanguage(registration.lang);
    const person = { firstName: registration.firstName, eventName: event.name, url: `${config.publicUrl}/e/${event.code}` };
    if (decision === 'accepted') {
      if (registration.accountId === null) return;
      const url = await linkMails.invitationUrl(registration.accountId, event.code);
      await mail.send(composeMail(registration.email, registrationAcceptedMail(lang, { ...person, url, days: ATTENDEE_INVITATION_TTL_DAYS }), lang));
      return;
    }
    const content = decision === 'rejected' ? registrationRejectedMail(lang, person) : registrationAwaitingApprovalMail(lang, person);
    await mail.send(composeMail(registration.email, content, lang));
  });
}
