/**
 * A Zoom meeting room's meeting, read from the invitation link the organiser pastes
 * (docs/rules/rooms-and-agenda.md#meeting-integrations): `https://…zoom.us/j/<number>?pwd=<passcode>`, or the web
 * client's `…/wc/join/<number>`. Free of zod, so that the room form, the server and the venue's
 * bundle read a link the same way.
 */
export type ZoomMeeting = { number: string; passcode: string };

/**
 * An https link on zoom.us or one of its subdomains whose path names a meeting: `/j/<number>`, or
 * the web client's `/wc/join/<number>` and `/wc/<number>/join`, then its query. Written as one
 * pattern because this package compiles without the DOM's URL type.
 */
const ZOOM_MEETING_LINK = /^https:\/\/(?:[a-z0-9-]+\.)*zoom\.us(?::443)?\/(?:j\/(\d+)|wc\/join\/(\d+)|wc\/(\d+)\/join)\/?(?:\?([^#\s]*))?(?:#\S*)?$/i;
/** Zoom's meeting ids have 9 to 11 digits. */
const MEETING_NUMBER = /^\d{9,11}$/;
/** The passcode as the link carries it (Zoom writes it as letters, digits and `.`, `-`, `_`). */
const PASSCODE = /^[A-Za-z0-9._-]{1,100}$/;

/** The meeting number and passcode of a Zoom invitation link; null for anything else. */
export function zoomMeetingOfLink(link: string): ZoomMeeting | null {
  const match = ZOOM_MEETING_LINK.exec(link.trim());
  const number = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!match || !number || !MEETING_NUMBER.test(number)) return null;
  const pwd = (match[4] ?? '').split('&').find((pair) => pair.startsWith('pwd='));
  const passcode = pwd?.slice('pwd='.length) ?? '';
  if (passcode !== '' && !PASSCODE.test(passcode)) return null;
  return { number, passcode };
}

/** The room form's and the server's check of a Zoom room's link: 'Required field' when empty, else whether it names a meeting. */
export function zoomMeetingLinkError(link: string): string | null {
  if (link.trim() === '') return 'validation.required';
  return zoomMeetingOfLink(link) ? null : 'validation.zoom_meeting_link';
}
