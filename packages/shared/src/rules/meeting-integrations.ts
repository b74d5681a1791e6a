/**
 * The video-meeting providers an event can configure (docs/rules/rooms-and-agenda.md#meeting-integrations): a meeting
 * room of one of them is joined through the event's settings, not through a pasted link. A plain
 * list, free of zod, so that the venue's bundle can ask it.
 */
export const MEETING_INTEGRATIONS = ['jitsi', 'bigbluebutton', 'zoom'] as const;
export type MeetingIntegration = (typeof MEETING_INTEGRATIONS)[number];

/**
 * Whether the venue shows a provider's meeting in its own frame (true) or opens it in a new tab
 * (docs/decisions/0130-meetings-embedded-or-in-a-new-tab.md); the join call answers it and the venue decides by it whether to open a tab.
 */
export const MEETING_EMBEDDED: Record<MeetingIntegration, boolean> = { jitsi: true, bigbluebutton: false, zoom: false };

/**
 * Whether a provider's settings name a server of the organiser's own (Jitsi, BigBlueButton); Zoom's
 * meetings live at Zoom, and its settings are the Meeting SDK's key and secret only.
 */
export const MEETING_SERVER_ADDRESS: Record<MeetingIntegration, boolean> = { jitsi: true, bigbluebutton: true, zoom: false };

/**
 * Whether a meeting room of the provider names its meeting by the organiser's invitation link: Zoom's
 * meetings are made in Zoom, so the room keeps the link its number and passcode come from; the others
 * make the room's meeting themselves and keep no link.
 */
export const MEETING_ROOM_LINKED: Record<MeetingIntegration, boolean> = { jitsi: false, bigbluebutton: false, zoom: true };

/** Whether a room's provider joins through the event's integration rather than a link. */
export function isMeetingIntegration(provider: string): provider is MeetingIntegration {
  return (MEETING_INTEGRATIONS as readonly string[]).includes(provider);
}
