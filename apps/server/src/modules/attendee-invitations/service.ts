import { ERROR_CODES, type InviteAccountsBody } from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../http/domain-error';
import type { JobQueue } from '../../jobs/queue';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AttendeeLinkMails } from '../attendee-auth/link-mails';
import type { EventsService } from '../events/service';
import { createInvitationsRepository, type InvitationSelection } from './repository';

type Deps = {
  db: Database;
  events: Pick<EventsService, 'shortInfo'>;
  linkMails: Pick<AttendeeLinkMails, 'queueInvitations'>;
  jobs: Pick<JobQueue, 'nudge'>;
  now: () => Date;
};

const eventNotPublished = () => new DomainError(400, ERROR_CODES.eventNotPublished, 'event_not_published');

/**
 * The console's invitations of attendee accounts (docs/rules/attendees.md#invitations): each invited account gets a job
 * that mails its personal link (attendee-auth's link mails). Only the event's own company may
 * invite, and only to a published event: the link leads to its venue under its code.
 */
export function createAttendeeInvitations({ db, events, linkMails, jobs, now }: Deps) {
  const repository = createInvitationsRepository(db);

  return {
    /**
     * POST /inviteAccounts: invites (again) the chosen accounts, or every account not invited
     * yet; inactive ones are left out. Another company's event, or an id that is not an account of
     * this event, is 404 and invites nobody. Answers how many got an invitation on its way.
     */
    async invite(user: Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>, body: InviteAccountsBody): Promise<number> {
      const event = await events.shortInfo(user, body.eventId);
      if (!event.code) throw eventNotPublished();
      let selection: InvitationSelection = { notInvited: true };
      if ('accountIds' in body) {
        const accountIds = [...new Set(body.accountIds)];
        if ((await repository.countAccountsOfEvent(event.id, accountIds)) !== accountIds.length) throw notFound();
        selection = { accountIds };
      }
      const invited = await repository.markInvited(event.id, selection, now(), (tx, accountIds) => linkMails.queueInvitations(accountIds, tx));
      jobs.nudge();
      return invited;
    },
  };
}

export type AttendeeInvitations = ReturnType<typeof createAttendeeInvitations>;
