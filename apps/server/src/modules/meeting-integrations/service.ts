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
import type { TeamsClient } from './teams';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type MeetingIntegrationsDeps = {
  repository: MeetingIntegrationsRepository;
  events: Pick<EventsService, 'requireOwned'>;
  secrets: SecretBox;
  http: ProviderHttp;
  teams: Pick<TeamsClient, 'test'>;
  now: () => Date;
};

type StoredOptions = MeetingIntegrationRow['options'];

/** Whether a Teams save names another tenant or app than the stored one: its consent and its rooms' meetings belong to the old one. */
const otherTeamsApp = (body: SaveMeetingIntegrationBody, stored: StoredOptions | undefined) =>
  stored?.tenantId !== body.tenantId || stored.appId !== body.appId;

/**
 * The options a save stores: the form's, and for Teams the consent as it stands unless the form
 * names another tenant or app, whose consent has not been asked yet.
 */
function optionsToStore(provider: MeetingIntegration, body: SaveMeetingIntegrationBody, stored: StoredOptions | undefined): StoredOptions {
  const options = { serverUrl: MEETING_SERVER_ADDRESS[provider] ? body.serverUrl : '', appId: body.appId, checksum: body.checksum };
  if (provider !== 'teams') return options;
  const sameApp = !otherTeamsApp(body, stored);
  return {
    ...options,
    tenantId: body.tenantId,
    organiser: body.organiser,
    consent: sameApp ? stored?.consent : undefined,
    consentRequest: sameApp ? stored?.consentRequest : null,
  };
}

/**
 * The event's video-meeting integrations (docs/rules/rooms-and-agenda.md#meeting-integrations): one row per
 * provider, its secret sealed with the secrets key as the mail settings' password is, and never
 * answered. Every organiser call checks that the caller's company owns the event.
 */
export function createMeetingIntegrationsService(deps: MeetingIntegrationsDeps) {
  const { repository, events, secrets, http } = deps;

  const list = async (eventId: number) => presentIntegrations(eventId, await repository.listForEvent(eventId), deps.now());

  /** The sealed secret the form means: a new one typed, none when removed, else the stored one. */
  const sealedSecretOf = (body: Pick<SaveMeetingIntegrationBody, 'secret' | 'removeSecret'>, stored: string | null): string | null =>
    body.secret !== '' ? secrets.encrypt(body.secret) : body.removeSecret ? null : stored;

  /** Opens a sealed secret for a call to the provider. */
  const openSecret = (sealed: string | null): string | null => {
    if (sealed === null) return null;
    try {
      return secrets.decrypt(sealed);
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

  const opened = (provider: MeetingIntegration, options: Omit<StoredOptions, 'consent' | 'consentRequest'>, secret: string | null): OpenedIntegration => ({
    provider,
    serverUrl: options.serverUrl,
    appId: options.appId,
    checksum: options.checksum,
    secret,
    tenantId: options.tenantId ?? '',
    organiser: options.organiser ?? '',
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
      const sealed = sealedSecretOf(body, stored?.secretEncrypted ?? null);
      const options = optionsToStore(provider, body, stored?.options);
      // A room's Teams meeting lives in the tenant that created it; under another one the rooms get new meetings.
      const dropRoomMeetings = provider === 'teams' && stored !== null && otherTeamsApp(body, stored.options);
      await repository.save(eventId, provider, { enabled: body.enabled, options, secretEncrypted: sealed }, deps.now(), { dropRoomMeetings });
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
      const integration = opened(provider, body, openSecret(sealedSecretOf(body, stored?.secretEncrypted ?? null)));
      if (provider === 'zoom') return { provider, ok: true, reached: false };
      if (provider === 'jitsi') await testJitsi(http, integration);
      else if (provider === 'bigbluebutton') await testBbb(http, integration);
      else await deps.teams.test(integration);
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
      return opened(provider, row.options, openSecret(row.secretEncrypted));
    },
  };
}

export type MeetingIntegrationsService = ReturnType<typeof createMeetingIntegrationsService>;
