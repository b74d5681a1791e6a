import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../lib/texts';
import { TextsProvider } from '../lib/texts-context';
import { VenueLive, VenueLiveContext } from '../lib/venue-live';
import { data, failure, stubVenueApi } from '../testing/render-venue';
import { RoomPeople } from './room-people';
import { StageReactions } from './stage-reactions';
import { SessionContext } from '../lib/session-context';

async function renderLive(live: VenueLive, children: React.ReactNode, lang: 'en' | 'de' = 'en') {
  render(
    <TextsProvider initial={await loadTexts(lang)}>
      <SessionContext value={{ code: 'LIVE01', session: null, signIn: async () => undefined, forget: () => undefined }}>
        <VenueLiveContext value={live}>{children}</VenueLiveContext>
      </SessionContext>
    </TextsProvider>,
  );
  live.topics.connected(() => undefined);
  const receive = (message: Record<string, unknown>) => act(() => void live.topics.receive(message as { action: string }));
  return {
    subscribed: (topic: string) => receive({ action: 'subscribed', topic }),
    push: (topic: string, event: string, payload: unknown) => receive({ action: 'topic', topic, event, data: payload }),
  };
}

describe('a stage with live reactions', () => {
  it('floats what the room sends over the stream, hidden from screen readers, and sends a pressed reaction', async () => {
    const calls = stubVenueApi({ 'POST /venue/rooms/7/reactions': () => data({ ok: true }) });
    const live = new VenueLive();
    const socket = await renderLive(
      live,
      <StageReactions roomId={7}>
        <p>the stream</p>
      </StageReactions>,
    );
    await socket.subscribed('room:7');
    await socket.push('room:7', 'reactions', { counts: { applause: 2, heart: 1 } });
    const floats = document.querySelector('.reaction-floats')!;
    expect(floats.getAttribute('aria-hidden')).toBe('true');
    expect([...floats.children].map((float) => float.textContent).sort()).toEqual(['❤️', '👏', '👏']);
    // Another room's reactions are not this stage's.
    await socket.push('room:8', 'reactions', { counts: { party: 3 } });
    expect(floats.children).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Applause' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ kind: 'applause' }]));
  });

  it('rests its buttons after the server says too many, without an error', async () => {
    stubVenueApi({ 'POST /venue/rooms/7/reactions': () => failure(429, 'rate_limited', 'Too many requests') });
    await renderLive(
      new VenueLive(),
      <StageReactions roomId={7}>
        <p>the stream</p>
      </StageReactions>,
      'de',
    );
    expect(screen.getByRole('group', { name: 'Reaktionen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Applaus' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Feiern' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('who is here, live', () => {
  it('takes the count the room pushes without asking again', async () => {
    const calls = stubVenueApi({ 'GET /venue/rooms/7/people': () => data({ total: 1, people: null }) });
    const live = new VenueLive();
    const socket = await renderLive(live, <RoomPeople roomId={7} />);
    expect(await screen.findByText('1 person here')).toBeTruthy();
    await socket.push('room:7', 'people', { total: 4 });
    expect(screen.getByText('4 people here')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/venue/rooms/7/people')).toHaveLength(1);
  });
});
