import type { AttendeeFilter, AttendeeStatus } from '@aula/shared';
import { eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { attendeeAccounts } from '../schema';

// The console's account list and the mail sends' recipients must pick the same accounts for one filter,
// so both repositories build their conditions here rather than one reading the other's repository.
const a = attendeeAccounts;

/** Signed in at least once outranks invited, as `attendeeStatusOf` in packages/shared decides. */
const STATUS_SQL: Record<AttendeeStatus, SQL> = {
  signed_in: sql`${a.firstSignedInAt} is not null`,
  invited: sql`${a.firstSignedInAt} is null and ${a.invitedAt} is not null`,
  not_invited: sql`${a.firstSignedInAt} is null and ${a.invitedAt} is null`,
};

/**
 * What the search looks through: the full name, the e-mail and the company, lower-cased, one a
 * line. strpos rather than LIKE, so that % and _ typed in the box stay plain characters.
 */
const searchText = sql`lower(${a.firstName} || ' ' || ${a.lastName} || chr(10) || coalesce(${a.email}, '') || chr(10) || ${a.company})`;

/** The event's accounts; erased accounts never appear anywhere in the console. */
export const ofEvent = (eventId: number): SQL[] => [eq(a.eventId, eventId), isNull(a.erasedAt)];

/** What the filter asks of an account, beyond belonging to the event. */
export function matchConditions(filter: AttendeeFilter): SQL[] {
  const conditions: SQL[] = [];
  const needle = filter.q.trim().toLowerCase();
  if (needle) conditions.push(sql`strpos(${searchText}, ${needle}) > 0`);
  if (filter.role) conditions.push(eq(a.role, filter.role));
  if (filter.status) conditions.push(STATUS_SQL[filter.status]);
  if (filter.group) conditions.push(sql`${a.groups} @> ${JSON.stringify([filter.group])}::jsonb`);
  return conditions;
}

export const filterConditions = (eventId: number, filter: AttendeeFilter): SQL[] => [...ofEvent(eventId), ...matchConditions(filter)];

/** Which accounts a bulk action reaches: ids, or the list's filter. */
export type AttendeeTarget = { ids: number[] } | { filter: AttendeeFilter };

/** The conditions of a target's accounts; the mail sends list their recipients with these too. */
export function targetConditions(eventId: number, target: AttendeeTarget): SQL[] {
  return 'ids' in target ? [...ofEvent(eventId), inArray(a.id, target.ids)] : filterConditions(eventId, target.filter);
}
