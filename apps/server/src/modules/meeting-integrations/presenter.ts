import { MEETING_INTEGRATIONS, type MeetingIntegrationSettings, type MeetingIntegrations } from '@aula/shared';
import type { MeetingIntegrationRow } from './repository';

/** Every provider in the screen's order; one never saved shows off and empty. The secret travels only as `secretStored`. */
export function presentIntegrations(eventId: number, rows: readonly MeetingIntegrationRow[]): MeetingIntegrations {
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
    };
  });
  return { eventId, integrations };
}
