import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Language } from '@aula/shared';
import { eventInfo } from '@/test/event-info';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { ChatMessageRow } from './chat-message-row';

const message: ChatMessage = {
  id: 7,
  seq: 3,
  channelId: 4,
  author: { kind: 'attendee', accountId: 11, displayName: 'Ada Quist', photo: null },
  body: 'Hello',
  pinned: false,
  deleted: false,
  deletedBy: null,
  editedMs: null,
  createdMs: Date.UTC(2031, 4, 4, 13, 5),
  reactions: [],
};

function renderRow(lang: Language) {
  stubApi({ 'GET /event/7': () => eventInfo({ timezone: 120 }) });
  const noop = () => undefined;
  renderWithProviders(<ChatMessageRow message={message} reports={[]} mayPin busy={false} onDelete={noop} onPin={noop} onDismissReports={noop} />, {
    path: '/event/:id/communications/chat/:chatID',
    url: '/event/7/communications/chat/4',
    lang,
  });
}

describe("a chat message in the console's live view", () => {
  it.each([
    ['en', '4 May 2031, 15:05 (UTC +02:00)'],
    ['de', '4. Mai 2031, 15:05 (UTC +02:00)'],
  ] as const)("shows when it was written on the event's 24-hour clock, naming the zone (%s)", async (lang, shown) => {
    renderRow(lang);
    const time = await screen.findByText(shown);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2031-05-04T13:05:00.000Z');
  });
});
