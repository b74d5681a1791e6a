import type { AttendeePersonalData, BoothLead, VenueBoothLead } from '@aula/shared';
import type { BoothLeadListRow, BoothLeadRow, BoothLeadsRepository } from './repository';

export function presentVenueBoothLead(row: BoothLeadRow): VenueBoothLead {
  return { message: row.message, consentVersion: row.consentVersion, consentedMs: row.consentedAt.getTime() };
}

export function presentBoothLead(row: BoothLeadListRow): BoothLead {
  return { ...row, email: row.email ?? '', consentedAt: row.consentedAt.toISOString() };
}

export function presentPersonalBoothLeads(rows: Awaited<ReturnType<BoothLeadsRepository['ofAccount']>>): AttendeePersonalData['boothLeads'] {
  return rows.map((row) => ({ roomId: row.roomId, booth: row.nameEn, message: row.message, consentVersion: row.consentVersion, consentedAt: row.consentedAt.toISOString() }));
}
