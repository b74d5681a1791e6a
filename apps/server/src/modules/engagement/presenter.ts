import type { Restriction, RestrictionKind } from '@aula/shared';

/** An attendee's name as others see it; empty for an erased account (the browser says "former attendee"). */
export function displayNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function presentRestriction(row: { accountId: number; kind: RestrictionKind; until: Date | null; createdAt: Date; firstName: string; lastName: string }): Restriction {
  return {
    accountId: row.accountId,
    displayName: displayNameOf(row),
    kind: row.kind,
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
