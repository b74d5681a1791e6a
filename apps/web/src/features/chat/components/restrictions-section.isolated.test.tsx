import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Restriction } from '@aula/shared';
import { consoleTopics } from '@/lib/socket';
import { eventInfo } from '@/test/event-info';
import { renderWithProviders } from '@/test/render-with-providers';
import { showToast } from '@/components/ui/toasts';
import { RestrictionsSection } from './restrictions-section';

vi.mock('@/components/ui/toasts', () => ({ showToast: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const adaMuted: Restriction = {
  accountId: 11,
  displayName: 'Ada Quist',
  kind: 'mute',
  until: null,
  createdAt: '2031-05-04T09:30:00.000Z',
  by: { kind: 'moderator', displayName: 'Mia Moder' },
};
const bertBanned: Restriction = {
  accountId: 12,
  displayName: 'Bert Lund',
  kind: 'ban',
  until: '2031-05-04T11:00:00.000Z',
  createdAt: '2031-05-04T10:00:00.000Z',
  by: { kind: 'organiser', displayName: 'Mara Lindqvist' },
};

/** The server as the section sees it: the list it holds, and the answer `lift` gives. */
function stubServer(initial: Restriction[], liftAnswer: (body: { accountId: number; kind: string }) => Response | null = () => null) {
  let held = initial;
  const lifts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/restrictions/7')) return json({ data: held });
      if (url.endsWith('/api/event/7')) return json({ data: eventInfo({ timezone: 120 }) });
      if (url.endsWith('/api/liftRestriction/7') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { accountId: number; kind: string };
        lifts.push(body);
        const answer = liftAnswer(body);
        if (answer) return answer;
        held = held.filter((restriction) => restriction.accountId !== body.accountId || restriction.kind !== body.kind);
        return json({ data: { ok: true } });
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return {
    lifts,
    set: (next: Restriction[]) => {
      held = next;
    },
  };
}

/** A change on the event's moderation topic, as the console's socket hands it over. */
const pushed = (event: string, data: unknown) => {
  const message = { action: 'topic', topic: 'moderation:7', event, data };
  consoleTopics.receive(message);
};

const table = () => screen.findByRole('table', { name: 'Restrictions' });

describe('RestrictionsSection', () => {
  afterEach(() => {
    vi.mocked(showToast).mockClear();
  });

  it('shows who is restricted, by whom and until when, and lifts after a confirmation', async () => {
    const user = userEvent.setup();
    const server = stubServer([adaMuted, bertBanned]);
    renderWithProviders(<RestrictionsSection eventId={7} />);
    expect(screen.getByLabelText('Loading restrictions')).toBeTruthy();

    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'Ada Quist' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Muted');
    await waitFor(() => expect(rows[1]!.textContent).toContain('4 May 2031, 11:30 (UTC +02:00)'));
    expect(rows[1]!.textContent).toContain('Mia Moder (moderator)');
    expect(rows[1]!.textContent).toContain('Until lifted');
    expect(rows[2]!.textContent).toContain('Banned');
    expect(rows[2]!.textContent).toContain('Mara Lindqvist (organiser)');

    await user.click(screen.getByRole('button', { name: 'Lift the mute of Ada Quist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift restriction' });
    expect(dialog.textContent).toContain('Lift the mute of Ada Quist? They can write in the chat, on the wall and in the Q&A again at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.lifts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Lift the mute of Ada Quist' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Lift restriction' })).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ada Quist' })).toBeNull());
    expect(server.lifts).toEqual([{ accountId: 11, kind: 'mute' }]);
    expect(showToast).toHaveBeenCalledWith({ message: 'Ada Quist is no longer muted.' });
    expect(screen.getByRole('cell', { name: 'Bert Lund' })).toBeTruthy();
  }, 20_000);

  it('follows changes pushed on the moderation topic, down to the empty state', async () => {
    const server = stubServer([adaMuted]);
    renderWithProviders(<RestrictionsSection eventId={7} />);
    await table();
    server.set([]);
    pushed('lifted', { accountId: 11, kind: 'mute' });
    expect(await screen.findByRole('heading', { name: 'Nobody is restricted' })).toBeTruthy();
    server.set([bertBanned]);
    pushed('restricted', bertBanned);
    expect(await screen.findByRole('cell', { name: 'Bert Lund' })).toBeTruthy();
  });

  it('says so in German when another moderator lifted it first, and closes the dialog', async () => {
    const user = userEvent.setup();
    const server = stubServer([bertBanned], () => {
      server.set([]);
      return json({ error: { code: 'not_found', message: 'Nicht gefunden' } }, 404);
    });
    renderWithProviders(<RestrictionsSection eventId={7} />, { lang: 'de' });
    await screen.findByRole('table', { name: 'Einschränkungen' });
    await user.click(screen.getByRole('button', { name: 'Ausschluss von Bert Lund aufheben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einschränkung aufheben' });
    expect(dialog.textContent).toContain('Die Person kann Chat, Social Wall und Q&A sofort wieder verfolgen');
    await user.click(within(dialog).getByRole('button', { name: 'Aufheben' }));
    expect(await screen.findByRole('heading', { name: 'Niemand ist eingeschränkt' })).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith({ message: 'Die Einschränkung von Bert Lund war bereits beendet.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
