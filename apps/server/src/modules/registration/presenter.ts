import { REGISTRATION_DEFAULTS, type QueuedRegistration, type RegistrationSettings } from '@aula/shared';
import type { RegistrationRow, RegistrationSettingsRow } from './repository';

/** The settings as the console sees them; an event that never saved any has the defaults. */
export function presentSettings(row: RegistrationSettingsRow | null): RegistrationSettings {
  if (!row) return REGISTRATION_DEFAULTS;
  const { access, fields, consentText, consentVersion, capacity, waitingList, approval, attendeeListVisibility, publicGroups } = row;
  return { access, fields, consentText, consentVersion, capacity, waitingList, approval, attendeeListVisibility, publicGroups };
}

export function presentQueued(row: RegistrationRow): QueuedRegistration {
  return {
    id: row.id,
    status: row.status === 'waiting' ? 'waiting' : 'awaiting_approval',
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    jobTitle: row.jobTitle,
    confirmedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
  };
}
