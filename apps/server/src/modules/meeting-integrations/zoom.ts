import { SignJWT } from 'jose';
import { MEETING_EMBEDDED, zoomMeetingOfLink, type MeetingJoin } from '@aula/shared';
import { providerFailed } from './provider-errors';
import type { JoinRequest, OpenedIntegration } from './opened-integration';

/**
 * How long a Meeting SDK signature is valid: Zoom refuses an `exp` less than 30 minutes or more than
 * 48 hours after `iat`; two hours covers a join that waits in Zoom's waiting room.
 */
const ZOOM_SIGNATURE_SECONDS = 2 * 60 * 60;

/** Where Zoom's web client joins a meeting in the browser, without the SDK or an app. */
const ZOOM_WEB_CLIENT = 'https://app.zoom.us/wc/join/';

/**
 * The Meeting SDK's signature (HS256 with the SDK secret) for one meeting, always as participant
 * (role 0): Zoom's host role needs the host's own Zoom access token, which the app does not hold
 * (docs/decisions/0132-zoom-joined-in-its-web-client.md).
 */
async function zoomSignature(integration: OpenedIntegration, meetingNumber: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + ZOOM_SIGNATURE_SECONDS;
  return new SignJWT({ appKey: integration.appId, sdkKey: integration.appId, mn: meetingNumber, role: 0, tokenExp: expires })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(integration.secret ?? ''));
}

/**
 * Zoom's web client address of the room's meeting with its passcode and the attendee's name, opened
 * in a new tab (Zoom refuses to be framed), and the SDK signature for the same meeting. A room
 * whose link names no meeting (saved before Zoom was an integration) is told to the attendee.
 */
export async function zoomJoin(integration: OpenedIntegration, join: JoinRequest & { meetingLink: string }, now: Date): Promise<MeetingJoin> {
  const meeting = zoomMeetingOfLink(join.meetingLink);
  if (!meeting) throw providerFailed('meeting_zoom_no_meeting');
  const query = new URLSearchParams({ ...(meeting.passcode ? { pwd: meeting.passcode } : {}), uname: join.displayName });
  const url = `${ZOOM_WEB_CLIENT}${meeting.number}?${query.toString()}`;
  return { url, embed: MEETING_EMBEDDED.zoom, signature: await zoomSignature(integration, meeting.number, now) };
}
