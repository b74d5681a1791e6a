import crypto from 'node:crypto';
import { providerFailed, reasonOf } from './provider-errors';
import type { OpenedIntegration } from './opened-integration';
import { fetchTrusted, type ProviderHttp } from './provider-http';

/** Microsoft's sign-in and Graph; the operator's addresses (MEETING_TEAMS_LOGIN_URL, MEETING_TEAMS_GRAPH_URL), trusted as SMTP_URL is. */
export type TeamsEndpoints = { loginUrl: string; graphUrl: string };

type TeamsClientDeps = { endpoints: TeamsEndpoints; http: Pick<ProviderHttp, 'timeoutMs'>; now: () => Date };

/** A created online meeting: Graph's id and the address attendees open. */
export type TeamsMeeting = { id: string; joinUrl: string };

type Answer = { status: number; body: Record<string, unknown> };

/** The scope of an app-only token for Graph: the permissions the admin consented to. */
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';
/** A cached token is used only while it has at least this long left, so no call carries one that expires on the way. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Microsoft answers JSON objects; anything else (an HTML error page of a proxy) reads as an empty one. */
function bodyOf(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The sign-in's refusal of the app's credentials, as what the administrator must do: AADSTS7000215
 * and 7000222 are a wrong or expired secret, 700016 an unknown client id, 90002 and 900023 an
 * unknown tenant.
 */
function tokenRefusal(body: Record<string, unknown>): Error {
  const codes = Array.isArray(body.error_codes) ? body.error_codes.map(Number) : [];
  if (codes.includes(7000215) || codes.includes(7000222)) return providerFailed('meeting_teams_secret');
  if (codes.includes(700016)) return providerFailed('meeting_teams_client');
  if (codes.includes(90002) || codes.includes(900023)) return providerFailed('meeting_teams_tenant');
  if (textOf(body.error) === 'invalid_client') return providerFailed('meeting_teams_secret');
  return providerFailed('meeting_teams_refused', { reason: reasonOf(textOf(body.error_description) || textOf(body.error) || 'unknown error') });
}

/** Graph's refusal of a call for the organiser's account, as what the administrator must do. */
function graphRefusal(answer: Answer, organiser: string): Error {
  if (answer.status === 401) return providerFailed('meeting_teams_unauthorized');
  if (answer.status === 403) return providerFailed('meeting_teams_forbidden', { organiser });
  if (answer.status === 404) return providerFailed('meeting_teams_user', { organiser });
  const error = answer.body.error as Record<string, unknown> | undefined;
  return providerFailed('meeting_teams_refused', { reason: reasonOf(textOf(error?.message) || `HTTP ${answer.status}`) });
}

/**
 * Creates Teams meetings through Microsoft Graph under the organiser's account, with an app-only
 * token (client credentials) kept until shortly before it expires.
 */
export function createTeamsClient(deps: TeamsClientDeps) {
  const { endpoints } = deps;
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  const call = async (url: string, init: RequestInit): Promise<Answer> => {
    const { status, text } = await fetchTrusted(deps.http, url, init);
    return { status, body: bodyOf(text) };
  };

  const tokenFor = async (integration: OpenedIntegration): Promise<string> => {
    const secret = integration.secret ?? '';
    // Keyed by the secret's hash too: a new secret must not reuse the old secret's token.
    const key = crypto.createHash('sha256').update(`${integration.tenantId}\n${integration.appId}\n${secret}`).digest('hex');
    const cached = tokens.get(key);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > deps.now().getTime()) return cached.token;
    const answer = await call(`${endpoints.loginUrl}/${encodeURIComponent(integration.tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: integration.appId, client_secret: secret, scope: GRAPH_SCOPE, grant_type: 'client_credentials' }).toString(),
    });
    const token = textOf(answer.body.access_token);
    if (answer.status !== 200 || token === '') throw tokenRefusal(answer.body);
    tokens.set(key, { token, expiresAt: deps.now().getTime() + Number(answer.body.expires_in ?? 0) * 1000 });
    return token;
  };

  const meetingsUrl = (integration: OpenedIntegration) => `${endpoints.graphUrl}/v1.0/users/${encodeURIComponent(integration.organiser)}/onlineMeetings`;

  const createMeeting = async (integration: OpenedIntegration, subject: string): Promise<TeamsMeeting> => {
    const token = await tokenFor(integration);
    const start = deps.now();
    // Graph needs times; a meeting stays joinable outside them, so the room's meeting serves the whole event.
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    const answer = await call(meetingsUrl(integration), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject, startDateTime: start.toISOString(), endDateTime: end.toISOString() }),
    });
    const id = textOf(answer.body.id);
    const joinUrl = textOf(answer.body.joinWebUrl);
    if (answer.status !== 201 && answer.status !== 200) throw graphRefusal(answer, integration.organiser);
    if (id === '' || !joinUrl.startsWith('https://')) throw providerFailed('meeting_teams_refused', { reason: 'no join link in the answer' });
    return { id, joinUrl };
  };

  const deleteMeeting = async (integration: OpenedIntegration, meetingId: string): Promise<void> => {
    const token = await tokenFor(integration);
    const answer = await call(`${meetingsUrl(integration)}/${encodeURIComponent(meetingId)}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 204 && answer.status !== 200) throw graphRefusal(answer, integration.organiser);
  };

  return {
    createMeeting,
    deleteMeeting,
    /** Creates a meeting and deletes it again: proves the tenant, the app's credentials, its consent, the user and the access policy. */
    async test(integration: OpenedIntegration): Promise<void> {
      const meeting = await createMeeting(integration, 'Aula connection test');
      await deleteMeeting(integration, meeting.id);
    },
  };
}

export type TeamsClient = ReturnType<typeof createTeamsClient>;
