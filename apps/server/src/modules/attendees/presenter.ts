import { attendeeStatusOf, type AttendeeAccount, type AttendeePersonalData, type AttendeeRole, type Language } from '@aula/shared';
import { fileUrl } from '../files/file-url';
import type { AttendeeRecord, AttendeeTokenRecord } from './repository';

const iso = (instant: Date | null): string | null => instant?.toISOString() ?? null;

/** An account as the console's calls answer it, whitelisting the fields; never the password or tokens. */
export function presentAccount(row: AttendeeRecord): AttendeeAccount {
  return {
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    company: row.company,
    jobTitle: row.jobTitle,
    role: row.role as AttendeeRole,
    lang: row.lang as Language,
    groups: row.groups,
    photoUrl: row.photo ? fileUrl(row.photo) : null,
    active: row.active,
    status: attendeeStatusOf(row),
    invitedAt: iso(row.invitedAt),
    firstSignedInAt: iso(row.firstSignedInAt),
  };
}

/**
 * Everything held about one account (docs/rules/attendees.md#personal-data): its fields, whether it has a password (never
 * the hash) and when its sessions and links were issued and used (never the tokens).
 */
export function presentPersonalData(
  row: AttendeeRecord,
  tokens: readonly AttendeeTokenRecord[],
  event: { id: number; name: string },
  myAgenda: AttendeePersonalData['myAgenda'],
  boothLeads: AttendeePersonalData['boothLeads'],
  now: Date,
): AttendeePersonalData {
  return {
    exportedAt: now.toISOString(),
    event: { id: event.id, name: event.name },
    account: {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      company: row.company,
      jobTitle: row.jobTitle,
      bio: row.bio,
      hiddenFromDirectory: row.hiddenFromDirectory,
      role: row.role as AttendeeRole,
      lang: row.lang as Language,
      groups: row.groups,
      photoUrl: row.photo ? fileUrl(row.photo) : null,
      active: row.active,
      hasPassword: row.hasPassword,
      invitedAt: iso(row.invitedAt),
      firstSignedInAt: iso(row.firstSignedInAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    myAgenda,
    boothLeads,
    tokens: tokens.map((token) => ({
      kind: token.kind as 'session' | 'invite' | 'reset',
      createdAt: token.createdAt.toISOString(),
      expiresAt: token.expiresAt.toISOString(),
      usedAt: iso(token.usedAt),
      revokedAt: iso(token.revokedAt),
    })),
  };
}
