import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@aula/shared';
import { loadTexts } from '../../lib/texts';
import { TextsProvider } from '../../lib/texts-context';
import { serverClock } from '../../lib/clock';
import { VenueApiError } from '../../lib/venue-api';
import { VenueDataContext } from '../../signed-in/venue-data';
import { venueContent, venueProfile } from '../../testing/venue-fixtures';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem, type ChatActions } from './chat-message';

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 7,
  seq: 3,
  channelId: 1,
  author: { kind: 'attendee', accountId: 11, displayName: 'Ada Quist', photo: null },
  body: 'Slides: https://example.com/s <img src=x onerror=alert(1)>',
  pinned: false,
  deleted: false,
  deletedBy: null,
  editedMs: null,
  createdMs: Date.UTC(2027, 4, 3, 9, 30),
  reactions: [{ emoji: '👍', accountIds: [11, 12] }],
  ...overrides,
});

const actions = (): ChatActions => ({
  edit: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
  react: vi.fn(async () => undefined),
  report: vi.fn(async () => undefined),
  pin: vi.fn(async () => undefined),
});

async function renderIn(node: React.ReactNode, lang: 'en' | 'de' = 'en') {
  const texts = await loadTexts(lang);
  return render(<TextsProvider initial={texts}>{node}</TextsProvider>);
}

describe('a chat message in the venue', () => {
  it.each(['en', 'de'] as const)("says when it was written on the event's 24-hour clock, naming the zone (%s)", async (lang) => {
    const content = venueContent('SUMMIT1', { timezoneOffset: 180 });
    await renderIn(
      <VenueDataContext.Provider value={{ content, profile: venueProfile('SUMMIT1'), clock: serverClock(0), setProfile: () => undefined }}>
        <ChatMessageItem message={message({ createdMs: Date.UTC(2027, 4, 3, 10, 30) })} accountId={12} moderating={false} mayWrite actions={actions()} />
      </VenueDataContext.Provider>,
      lang,
    );
    expect(screen.getByText('13:30 (UTC +03:00)').tagName).toBe('TIME');
  });

  it('shows the text as typed, with only the http(s) address as a safe link', async () => {
    await renderIn(<ChatMessageItem message={message()} accountId={12} moderating={false} mayWrite actions={actions()} />);
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'https://example.com/s' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("offers the author edit and delete, others a report, and moderators delete and pin", async () => {
    const own = await renderIn(<ChatMessageItem message={message()} accountId={11} moderating={false} mayWrite actions={actions()} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    own.unmount();

    const reader = actions();
    const other = await renderIn(<ChatMessageItem message={message()} accountId={12} moderating={false} mayWrite actions={reader} />);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(reader.report).toHaveBeenCalledOnce();
    expect((await screen.findByRole('button', { name: 'Reported' })).hasAttribute('disabled')).toBe(true);
    other.unmount();

    const moderator = actions();
    await renderIn(<ChatMessageItem message={message()} accountId={13} moderating mayWrite actions={moderator} />, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Anheften' }));
    expect(moderator.pin).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), true);
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });

  it('toggles the viewer’s own reaction and counts everyone’s', async () => {
    const mine = actions();
    await renderIn(<ChatMessageItem message={message()} accountId={12} moderating={false} mayWrite actions={mine} />);
    const reactions = screen.getByRole('group', { name: 'Reactions' });
    const thumbs = within(reactions).getByRole('button', { name: 'React with 👍 (2 reactions)' });
    expect(thumbs.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(thumbs);
    expect(mine.react).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), '👍', false);
    await userEvent.click(within(reactions).getByRole('button', { name: 'React with 🎉 (0 reactions)' }));
    expect(mine.react).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), '🎉', true);
  });

  it('while muted shows the reactions there are but lets nobody add one, nor edit', async () => {
    await renderIn(<ChatMessageItem message={message()} accountId={11} moderating={false} mayWrite={false} actions={actions()} />);
    expect(within(screen.getByRole('group', { name: 'Reactions' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('the chat composer', () => {
  it('checks the message before sending, and shows the server’s refusal under it', async () => {
    const send = vi.fn(async () => {
      throw new VenueApiError('A moderator has muted you.', 403, 'engagement_muted');
    });
    await renderIn(<ChatComposer label="Message to Lounge" submitLabel="Send" onSubmit={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Required field');
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Lounge' }), '  hi there  {Enter}');
    expect(send).toHaveBeenCalledWith('hi there');
    expect((await screen.findByRole('alert')).textContent).toBe('A moderator has muted you.');
  });

  it('sends once on a second Enter, and keeps what was typed while the message was on its way', async () => {
    let arrive: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    await renderIn(<ChatComposer label="Message to Lounge" submitLabel="Send" onSubmit={send} />);
    const box = screen.getByRole('textbox', { name: 'Message to Lounge' });
    await userEvent.type(box, 'first{Enter}{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await userEvent.type(box, ' and more');
    arrive();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false));
    expect((box as HTMLTextAreaElement).value).toBe('first and more');

    await userEvent.clear(box);
    await userEvent.type(box, 'second{Enter}');
    arrive();
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });
});
