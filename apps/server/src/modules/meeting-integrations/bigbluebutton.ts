import crypto from 'node:crypto';
import { MEETING_EMBEDDED, type BbbChecksumAlgorithm, type MeetingJoin } from '@aula/shared';
import { fetchText, type ProviderHttp } from './provider-http';
import { providerFailed } from './provider-errors';
import type { JoinRequest, OpenedIntegration } from './opened-integration';

/** `https://bbb.example.com/bigbluebutton/` -> its API's base, `…/bigbluebutton/api/`. */
const apiBase = (serverUrl: string) => `${serverUrl.replace(/\/+$/, '').replace(/\/api$/, '')}/api/`;

/** BigBlueButton's checksum of a call: the hash of the call's name, its query string and the shared secret. */
function bbbChecksum(algorithm: BbbChecksumAlgorithm, callName: string, query: string, secret: string): string {
  return crypto.createHash(algorithm).update(callName + query + secret).digest('hex');
}

/** The address of an API call with its checksum appended, as BigBlueButton verifies it. */
function bbbCallUrl(integration: OpenedIntegration, callName: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  const checksum = bbbChecksum(integration.checksum, callName, query, integration.secret ?? '');
  return `${apiBase(integration.serverUrl)}${callName}?${query}${query ? '&' : ''}checksum=${checksum}`;
}

const bbbMeetingId = (eventId: number, roomId: number) => `aula-event${eventId}-room${roomId}`;

/**
 * The meeting's passwords, derived from the shared secret: the same on every create, so a second
 * create of a running meeting changes nothing (docs/decisions/0129-meetings-created-when-first-needed.md).
 */
const passwordOf = (secret: string, meetingId: string, role: 'moderator' | 'attendee') =>
  crypto.createHmac('sha256', secret).update(`${role}:${meetingId}`).digest('base64url').slice(0, 24);

const tagOf = (xml: string, tag: string) => new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[)?([^<\\]]*)`).exec(xml)?.[1]?.trim() ?? '';

/** Calls the API and answers its XML when the return code is SUCCESS; a refusal becomes what the administrator must do. */
async function callBbb(http: ProviderHttp, integration: OpenedIntegration, callName: string, params: Record<string, string>): Promise<string> {
  const { status, text } = await fetchText(http, bbbCallUrl(integration, callName, params));
  const returnCode = tagOf(text, 'returncode');
  if (returnCode === 'SUCCESS') return text;
  const messageKey = tagOf(text, 'messageKey');
  if (messageKey === 'checksumError') throw providerFailed('meeting_bbb_checksum');
  if (status !== 200 || returnCode !== 'FAILED') throw providerFailed('meeting_bbb_not_bbb');
  throw providerFailed('meeting_bbb_refused', { reason: (tagOf(text, 'message') || messageKey).slice(0, 200) });
}

/**
 * Creates the room's meeting (a create of a running meeting is safe: BigBlueButton answers it as
 * it is), then answers the join address that enters it under the person's name, as moderator
 * for organisers and moderators. It opens in a new tab (docs/decisions/0130-meetings-embedded-or-in-a-new-tab.md).
 */
export async function bbbJoin(http: ProviderHttp, integration: OpenedIntegration, join: JoinRequest): Promise<MeetingJoin> {
  const secret = integration.secret ?? '';
  const meetingID = bbbMeetingId(join.eventId, join.roomId);
  const moderatorPW = passwordOf(secret, meetingID, 'moderator');
  const attendeePW = passwordOf(secret, meetingID, 'attendee');
  await callBbb(http, integration, 'create', { name: join.roomName, meetingID, attendeePW, moderatorPW });
  const role = join.moderator ? 'MODERATOR' : 'VIEWER';
  const url = bbbCallUrl(integration, 'join', {
    fullName: join.displayName,
    meetingID,
    role,
    password: join.moderator ? moderatorPW : attendeePW,
    redirect: 'true',
  });
  return { url, embed: MEETING_EMBEDDED.bigbluebutton };
}

/** The lightest signed call, `getMeetings`: it proves the address, the secret and the checksum algorithm. */
export async function testBbb(http: ProviderHttp, integration: OpenedIntegration): Promise<void> {
  await callBbb(http, integration, 'getMeetings', {});
}
