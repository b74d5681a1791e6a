import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/accounts';
import { engagementRestrictions, engagementSettings } from '../../db/schema';

type Answer = { status: number; body: Record<string, unknown>; data: unknown; text: string; headers: Record<string, unknown> };

async function call(t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<Answer> {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const body = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as Record<string, unknown>) : {};
  return { status: res.statusCode, body, data: body.data, text: res.body, headers: res.headers };
}

/** The venue's chat calls as one attendee makes them. */
export function venueChat(t: TestApp, token: string) {
  return {
    channels: () => call(t, 'GET', '/venue/chat', token),
    messages: (channelId: number, query = '') => call(t, 'GET', `/venue/chat/${channelId}/messages${query}`, token),
    post: (channelId: number, body: unknown) => call(t, 'POST', `/venue/chat/${channelId}/messages`, token, { body }),
    edit: (messageId: number, body: unknown) => call(t, 'POST', `/venue/chat/message/${messageId}/edit`, token, { body }),
    delete: (messageId: number) => call(t, 'POST', `/venue/chat/message/${messageId}/delete`, token),
    react: (messageId: number, emoji: string, on = true) => call(t, 'POST', `/venue/chat/message/${messageId}/react`, token, { emoji, on }),
    report: (messageId: number, reason = '') => call(t, 'POST', `/venue/chat/message/${messageId}/report`, token, { reason }),
    pin: (messageId: number, pinned = true) => call(t, 'POST', `/venue/chat/message/${messageId}/pin`, token, { pinned }),
    people: (q = '') => call(t, 'GET', `/venue/chat/people?q=${encodeURIComponent(q)}`, token),
    direct: (accountId: number) => call(t, 'POST', '/venue/chat/direct', token, { accountId }),
  };
}

/** The console's chat calls as one organiser makes them. */
export function consoleChat(t: TestApp, token: string) {
  return {
    channels: (eventId: number) => call(t, 'GET', `/chatChannels/${eventId}`, token),
    channel: (eventId: number, channelId: number) => call(t, 'GET', `/chatChannel/${eventId}/${channelId}`, token),
    messages: (eventId: number, channelId: number, query = '') => call(t, 'GET', `/chatChannel/${eventId}/${channelId}/messages${query}`, token),
    post: (eventId: number, channelId: number, body: unknown) => call(t, 'POST', `/chatChannel/${eventId}/${channelId}/messages`, token, { body }),
    reports: (eventId: number, channelId: number) => call(t, 'GET', `/chatChannel/${eventId}/${channelId}/reports`, token),
    transcript: (eventId: number, channelId: number) => call(t, 'GET', `/chatChannel/${eventId}/${channelId}/transcript`, token),
    delete: (eventId: number, messageId: number) => call(t, 'POST', `/chatMessage/${eventId}/${messageId}/delete`, token),
    pin: (eventId: number, messageId: number, pinned = true) => call(t, 'POST', `/chatMessage/${eventId}/${messageId}/pin`, token, { pinned }),
    dismissReports: (eventId: number, messageId: number) => call(t, 'POST', `/chatMessage/${eventId}/${messageId}/dismissReports`, token),
  };
}

export type ChannelSummary = { id: number; kind: string; roomId: number | null; peer: { accountId: number } | null };

/** The attendee's channel of a kind (and room). */
export async function channelOf(t: TestApp, token: string, kind: 'event' | 'room', roomId: number | null = null): Promise<number> {
  const { data } = await venueChat(t, token).channels();
  const found = (data as { channels: ChannelSummary[] }).channels.find((channel) => channel.kind === kind && channel.roomId === roomId);
  if (!found) throw new Error(`no ${kind} channel`);
  return found.id;
}

/** Lets the event's attendees write to each other directly (the settings are the engagement part's; recorded directly). */
export async function allowDirectMessages(t: TestApp, eventId: number): Promise<void> {
  await t.database.db
    .insert(engagementSettings)
    .values({ eventId, directMessages: true })
    .onConflictDoUpdate({ target: engagementSettings.eventId, set: { directMessages: true } });
}

/** Mutes or bans an attendee, recorded directly (the console's calls are the engagement part's). */
export async function restrict(t: TestApp, eventId: number, accountId: number, kind: 'mute' | 'ban'): Promise<void> {
  await t.database.db.insert(engagementRestrictions).values({ eventId, accountId, kind });
}
