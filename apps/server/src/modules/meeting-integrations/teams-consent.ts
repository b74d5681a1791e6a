import crypto from 'node:crypto';
import { TEAMS_CONSENT_CALLBACK_PATH, idSchema, type TeamsConsentStart } from '@aula/shared';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { SessionService } from '../auth/service';
import type { EventsService } from '../events/service';
import type { SocketPush } from '../realtime/socket-push';
import { providerFailed, reasonOf } from './provider-errors';
import type { MeetingIntegrationsRepository } from './repository';
import type { TeamsEndpoints } from './teams';

type TeamsConsentDeps = {
  repository: Pick<MeetingIntegrationsRepository, 'find' | 'saveOptions' | 'finishConsent'>;
  events: Pick<EventsService, 'requireOwned'>;
  sessions: Pick<SessionService, 'liveTokenIds'>;
  sockets: Pick<SocketPush, 'sendToUser'>;
  endpoints: Pick<TeamsEndpoints, 'loginUrl'>;
  publicUrl: string;
  now: () => Date;
};

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'tokenId'>;

/** What Microsoft's admin consent sends back to the redirect address. */
export type TeamsConsentAnswer = { state?: string; admin_consent?: string; error?: string; error_description?: string };

/** How the consent window's page ends: recorded either way, or a state that no longer counts. */
export type TeamsConsentOutcome = { kind: 'granted' } | { kind: 'refused'; reason: string } | { kind: 'invalid' };

/** Long enough to sign in as an administrator and read the permissions; a later answer is refused. */
const CONSENT_MINUTES = 15;

const hashState = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/**
 * The admin consent of an event's Azure app (docs/decisions/0135-teams-admin-consent-state.md): the
 * console starts it and opens Microsoft's page; Microsoft returns to the callback with the state,
 * which names the event and carries a random part kept only as a hash, bound to the organiser's
 * session and valid for a quarter of an hour. The outcome is stored and told to that organiser's
 * console sockets (`azureTokenObtained`).
 */
export function createTeamsConsent(deps: TeamsConsentDeps) {
  const { repository } = deps;

  return {
    async start(user: Caller, eventId: number): Promise<TeamsConsentStart> {
      await deps.events.requireOwned(user, eventId);
      const row = await repository.find(eventId, 'teams');
      const tenantId = row?.options.tenantId ?? '';
      if (!row || tenantId === '' || row.options.appId === '') throw providerFailed('meeting_teams_save_first');
      const secret = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + CONSENT_MINUTES * 60 * 1000).toISOString();
      const consentRequest = { stateHash: hashState(secret), userId: user.id, tokenId: user.tokenId, expiresAt };
      await repository.saveOptions(eventId, 'teams', { ...row.options, consentRequest }, deps.now());
      const query = new URLSearchParams({
        client_id: row.options.appId,
        redirect_uri: `${deps.publicUrl}/api${TEAMS_CONSENT_CALLBACK_PATH}`,
        state: `${eventId}.${secret}`,
      });
      return { url: `${deps.endpoints.loginUrl}/${encodeURIComponent(tenantId)}/adminconsent?${query.toString()}` };
    },

    /** Microsoft's answer: checks the state (once only), stores the outcome and tells the waiting console. */
    async finish(answer: TeamsConsentAnswer): Promise<TeamsConsentOutcome> {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(answer.state ?? '');
      if (!match) return { kind: 'invalid' };
      const eventId = idSchema.safeParse(Number(match[1])).data;
      if (eventId === undefined) return { kind: 'invalid' };
      const row = await repository.find(eventId, 'teams');
      const request = row?.options.consentRequest;
      if (!row || !request) return { kind: 'invalid' };
      const sameState = crypto.timingSafeEqual(Buffer.from(hashState(match[2]!)), Buffer.from(request.stateHash));
      if (!sameState || new Date(request.expiresAt) <= deps.now()) return { kind: 'invalid' };
      if ((await deps.sessions.liveTokenIds([request.tokenId])).length === 0) return { kind: 'invalid' };
      const granted = (answer.admin_consent ?? '').toLowerCase() === 'true' && !answer.error;
      const reason = granted ? '' : reasonOf(answer.error_description || answer.error || 'no answer');
      const consent = granted ? { state: 'granted' as const, error: '' } : { state: 'refused' as const, error: reason };
      if (!(await repository.finishConsent(eventId, request.stateHash, consent, deps.now()))) return { kind: 'invalid' };
      await deps.sockets.sendToUser(request.userId, { action: 'azureTokenObtained' });
      return granted ? { kind: 'granted' } : { kind: 'refused', reason };
    },
  };
}

export type TeamsConsent = ReturnType<typeof createTeamsConsent>;
