import { MEETING_INTEGRATIONS, type MeetingIntegrationSettings, type MeetingIntegrations, type TeamsConsent } from '@aula/shared';
import type { MeetingIntegrationRow } from './repository';

/** Teams' consent as the screen shows it: waiting only while the consent started from the console still counts. */
function consentOf(options: MeetingIntegrationRow['options'] | undefined, now: Date): TeamsConsent {
  const request = options?.consentRequest;
  if (request && new Date(request.expiresAt) > now) return { state: 'waiting', error: '' };
  return options?.consent ?? { state: 'none', error: '' };
}

/** Every provider in the screen's order; one never saved shows off and empty. The secret travels only as `secretStored`. */
export function presentIntegrations(eventId: number, rows: readonly MeetingIntegrationRow[], now: Date): MeetingIntegrations {
  const byProvider = new Map(rows.map((row) => [row.provider, row]));
  const integrations = MEETING_INTEGRATIONS.map((provider): MeetingIntegrationSettings => {
    const row = byProvider.get(provider);
    return {
      provider,
      enabled: row?.enabled ?? false,
      serverUrl: row?.options.serverUrl ?? '',
      appId: row?.options.appId ?? '',
      checksum: row?.options.checksum ?? 'sha256',
      secretStored: row?.secretEncrypted != null,
      ...(provider === 'teams'
        ? { teams: { tenantId: row?.options.tenantId ?? '', organiser: row?.options.organiser ?? '', consent: consentOf(row?.options, now) } }
        : {}),
    };
  });
  return { eventId, integrations };
}
