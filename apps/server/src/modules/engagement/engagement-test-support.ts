import type { TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';

/**
 * Who takes part in an engagement test: the event's organiser and an organiser of another company
 * (`stranger`), the event and another event of the same organiser, two attendees and a moderator
 * of the event, each signed in.
 */
export type EngagementCast = {
  organiser: SignedInUser;
  stranger: SignedInUser;
  event: { eventId: number; code: string };
  otherEvent: { eventId: number; code: string };
  ada: TestAttendee;
  bert: TestAttendee;
  moderator: TestAttendee;
};

export async function engagementCast(t: TestApp): Promise<EngagementCast> {
  const organiser = await signedInUser(t);
  const stranger = await signedInUser(t);
  const event = await publishedEvent(t, organiser.token);
  const otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
  return {
    organiser,
    stranger,
    event,
    otherEvent,
    ada: await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' }),
    bert: await signedInAttendee(t, event, { firstName: 'Bert', lastName: 'Lund' }),
    moderator: await signedInAttendee(t, event, { firstName: 'Mia', lastName: 'Moder', role: 'moderator' }),
  };
}
