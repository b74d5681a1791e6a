import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { MEETING_EMBEDDED, type MeetingJoin } from '@aula/shared';
import { fetchText, type ProviderHttp } from './provider-http';
import { providerFailed } from './provider-errors';
import type { JoinRequest, OpenedIntegration } from './opened-integration';

/** How long a Jitsi token admits its holder; the venue opens the meeting at once. */
const JITSI_TOKEN_SECONDS = 60 * 60;

const baseOf = (serverUrl: string) => serverUrl.replace(/\/+$/, '');

/**
 * One Jitsi room per event room: the ids keep two events' rooms apart on a shared server, and a
 * keyed hash of them keeps the name from being guessed on a server that admits anyone who knows it.
 */
function jitsiRoomName(roomNameKey: Buffer, eventId: number, roomId: number): string {
  const tag = crypto.createHmac('sha256', roomNameKey).update(`${eventId}:${roomId}`).digest('hex').slice(0, 16);
  return `aula-event${eventId}-room${roomId}-${tag}`;
}

/**
 * The token Jitsi's JWT authentication checks (HS256 with the app's secret): its app id as issuer,
 * the room, the attendee's name and whether they moderate.
 */
async function jitsiToken(integration: OpenedIntegration, room: string, join: JoinRequest, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ room, context: { user: { name: join.displayName, moderator: join.moderator } }, moderator: join.moderator })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(integration.appId)
    .setAudience('jitsi')
    .setSubject(new URL(integration.serverUrl).hostname)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt - 10)
    .setExpirationTime(issuedAt + JITSI_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(integration.secret ?? ''));
}

/**
 * The room's address on the Jitsi server with the attendee's name, and a token when the server
 * uses JWT authentication (an app id is set). Jitsi allows embedding: the venue frames it.
 */
export async function jitsiJoin(integration: OpenedIntegration, join: JoinRequest, { roomNameKey, now }: { roomNameKey: Buffer; now: Date }): Promise<MeetingJoin> {
  const room = jitsiRoomName(roomNameKey, join.eventId, join.roomId);
  const token = integration.appId ? await jitsiToken(integration, room, join, now) : null;
  const query = token ? `?jwt=${encodeURIComponent(token)}` : '';
  const hash = `#userInfo.displayName=${encodeURIComponent(JSON.stringify(join.displayName))}`;
  return { url: `${baseOf(integration.serverUrl)}/${room}${query}${hash}`, embed: MEETING_EMBEDDED.jitsi };
}

/** A Jitsi server serves its external API script; anything else at the address is not one. */
export async function testJitsi(http: ProviderHttp, integration: OpenedIntegration): Promise<void> {
  const { status, text } = await fetchText(http, `${baseOf(integration.serverUrl)}/external_api.js`);
  if (status !== 200 || !text.includes('JitsiMeetExternalAPI')) throw providerFailed('meeting_jitsi_not_jitsi');
}
