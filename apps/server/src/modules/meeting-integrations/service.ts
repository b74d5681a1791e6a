import {
  MEETING_SERVER_ADDRESS,
  meetingIntegrationErrors,
  type MeetingIntegration,
  type MeetingIntegrations,
  type MeetingTestResult,
  type SaveMeetingIntegrationBody,
} from '@aula/shared';
import type { SecretBox } from '../../crypto/secrets';
import { validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import { testBbb } from './bigbluebutton';
import { testJitsi } from './jitsi';
import type { OpenedIntegration } from './opened-integration';
import { presentIntegrations } from './presenter';
import { providerFailed } from './provider-errors';
import { requireOutsideHost, type ProviderHttp } from './provider-http';
import type { MeetingIntegrationRow, MeetingIntegrationsRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type MeetingIntegrationsDeps = {
  repository: MeetingIntegrationsRepository;
  events: Pick<EventsService, 'requireOwned'>;
  secrets: SecretBox;
  http: ProviderHttp;
  now: () => Date;
};

/**
 * The event's video-meeting integrations (docs/rules/rooms-and-agenda.md#meeting-integrations): one row per
 * provider, its secret sealed with the secrets key as the mail settings' password is, and never
 * answered. Every organiser call checks that the caller's company owns the event.
 */
export function createMeetingIntegrationsService(deps: MeetingIntegrationsDeps) {
  const { repository, events, secrets, http } = deps;

  const list = async (eventId: number) => presentIntegrations(eventId, await repository.listForEvent(eventId));

  /** The secret the form means: a new one typed, none when removed, else the stored one (opened). */
  const secretFor = (body: Pick<SaveMeetingIntegrationBody, 'secret' | 'removeSecret'>, stored: string | null): string | null => {
    if (body.secret !== '') return body.secret;
    if (body.removeSecret || stored === null) return null;
    try {
      return secrets.decrypt(stored);
    } catch {
      throw providerFailed('meeting_secret_unreadable');
    }
  };

  /** The provider's own rules again (the form ran them), then the address kept off internal networks. */
  const checkBody = async (provider: MeetingIntegration, body: SaveMeetingIntegrationBody, stored: MeetingIntegrationRow | null) => {
    const errors = meetingIntegrationErrors(provider, body, stored?.secretEncrypted != null);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (body.enabled && MEETING_SERVER_ADDRESS[provider]) await requireOutsideHost(http, body.serverUrl);
  };

  const opened = (provider: MeetingIntegration, row: Pick<MeetingIntegrationRow, 'options'>, secret: string | null): OpenedIntegration => ({
    provider,
    serverUrl: row.options.serverUrl,
    appId: row.options.appId,
    checksum: row.options.checksum,
    secret,
  });

  return {
    async list(user: Caller, eventId: number): Promise<MeetingIntegrations> {
      await events.requireOwned(user, eventId);
      return list(eventId);
    },

    async save(user: Caller, eventId: number, provider: MeetingIntegration, body: SaveMeetingIntegrationBody): Promise<MeetingIntegrations> {
      await events.requireOwned(user, eventId);
      const stored = await repository.find(eventId, provider);
      await checkBody(provider, body, stored);
      const kept = stored?.secretEncrypted ?? null;
      const sealed = body.secret !== '' ? secrets.encrypt(body.secret) : body.removeSecret ? null : kept;
      const options = { serverUrl: MEETING_SERVER_ADDRESS[provider] ? body.serverUrl : '', appId: body.appId, checksum: body.checksum };
      await repository.save(eventId, provider, { enabled: body.enabled, options, secretEncrypted: sealed }, deps.now());
      return list(eventId);
    },

    /**
     * Reaches the provider with the form's values, unsaved (an empty secret uses the stored one).
     * Zoom has no call that checks an SDK key: its test ends with the key's and secret's shape and
     * the stored secret opened, and says it did not reach Zoom.
     */
    async test(user: Caller, eventId: number, provider: MeetingIntegration, body: SaveMeetingIntegrationBody): Promise<MeetingTestResult> {
      await events.requireOwned(user, eventId);
      const stored = await repository.find(eventId, provider);
      await checkBody(provider, { ...body, enabled: true }, stored);
      const integration = opened(provider, { options: body }, secretFor(body, stored?.secretEncrypted ?? null));
      if (provider === 'zoom') return { provider, ok: true, reached: false };
      if (provider === 'jitsi') await testJitsi(http, integration);
      else await testBbb(http, integration);
      return { provider, ok: true, reached: true };
    },

    /** Whether the event has the provider on; the rooms' save asks it of a meeting room's provider. */
    async isConfigured(eventId: number, provider: MeetingIntegration): Promise<boolean> {
      return (await repository.find(eventId, provider))?.enabled === true;
    },

    /** The provider's settings with the secret opened, for a join; null when it is off. */
    async opened(eventId: number, provider: MeetingIntegration): Promise<OpenedIntegration | null> {
      const row = await repository.find(eventId, provider);
      if (!row?.enabled) return null;
      return opened(provider, row, secretFor({ secret: '', removeSecret: false }, row.secretEncrypted));
    },
  };
}

export type MeetingIntegrationsService = ReturnType<typeof createMeetingIntegrationsService>;
