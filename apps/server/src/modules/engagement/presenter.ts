import type { Restriction } from '@aula/shared';
import type { RestrictionRow } from './repository';

/** An attendee's name as others see it; empty for an erased account (the browser says "former attendee"). */
export function displayNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Who set a restriction, by name only: neither the organiser's address nor the moderator's account leaves the server. */
function setterOf(row: RestrictionRow): Restriction['by'] {
  if (row.byUserId !== null) return { kind: 'organiser', displayName: displayNameOf({ firstName: row.byUserFirstName ?? '', lastName: row.byUserLastName ?? '' }) };
  if (row.byAccountId !== null) return { kind: 'moderator', displayName: displayNameOf({ firstName: row.byAccountFirstName ?? '', lastName: row.byAccountLastName ?? '' }) };
  return null;
}

export function presentRestriction(row: RestrictionRow): Restriction {
  return {
    accountId: row.accountId,
    displayName: displayNameOf(row),
    kind: row.kind,
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    by: setterOf(row),
  };
}
