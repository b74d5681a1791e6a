/**
 * The video-meeting providers an event can configure (docs/rules/rooms-and-agenda.md#meeting-integrations): a meeting
 * room of one of them is joined through the event's settings, not through a pasted link. A plain
 * list, free of zod, so that the venue's bundle can ask it.
 */
export const MEETING_INTEGRATIONS = ['jitsi', 'bigbluebutton', 'teams'] as const;
export type MeetingIntegration = (typeof MEETING_INTEGRATIONS)[number];

/**
 * Whether the venue shows a provider's meeting in its own frame (true) or opens it in a new tab
 * (docs/decisions/0130-meetings-embedded-or-in-a-new-tab.md); the join call answers it and the venue decides by it whether to open a tab.
 */
export const MEETING_EMBEDDED: Record<MeetingIntegration, boolean> = { jitsi: true, bigbluebutton: false, teams: false };

/** Whether a room's provider joins through the event's integration rather than a link. */
export function isMeetingIntegration(provider: string): provider is MeetingIntegration {
  return (MEETING_INTEGRATIONS as readonly string[]).includes(provider);
}
