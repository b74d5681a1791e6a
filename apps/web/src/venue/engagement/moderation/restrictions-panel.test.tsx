import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Language, Restriction } from '@aula/shared';
import { loadTexts } from '../../lib/texts';
import { TextsProvider } from '../../lib/texts-context';
import { configureVenueApi } from '../../lib/venue-api';
import { VenueLive, VenueLiveContext } from '../../lib/venue-live';
import { data, failure, stubVenueApi } from '../../testing/render-venue';
import { RestrictionsPanel } from './restrictions-panel';

const adaMuted: Restriction = {
  accountId: 11,
  displayName: 'Ada Quist',
  kind: 'mute',
  until: '2031-05-04T11:00:00.000Z',
  createdAt: '2031-05-04T10:00:00.000Z',
  by: { kind: 'organiser', displayName: 'Mara Lindqvist' },
};
const bertBanned: Restriction = { ...adaMuted, accountId: 12, displayName: 'Bert Lund', kind: 'ban', until: null, by: { kind: 'moderator', displayName: 'Mia Moder' } };

async function renderPanel(live: VenueLive, lang: Language = 'en') {
  onTestFinished(configureVenueApi({ language: () => lang }));
  const texts = await loadTexts(lang);
  render(
    <TextsProvider initial={texts}>
      <VenueLiveContext value={live}>
        <RestrictionsPanel />
      </VenueLiveContext>
    </TextsProvider>,
  );
}

/** The socket's side: subscriptions answered and changes on the moderation topic handed in. */
function socket(live: VenueLive) {
  const sent: { action: string; topic: string }[] = [];
  live.topics.connected((request) => sent.push(request));
  return {
    sent,
    push: (event: string, payload: unknown) => act(() => void live.topics.receive({ action: 'topic', topic: 'moderation:7', event, data: payload } as { action: string })),
  };
}

describe("the venue moderators' restrictions", () => {
  it('lists the mutes and bans, lifts one after the confirmation, and follows changes made elsewhere', async () => {
    const user = userEvent.setup();
    let held = [adaMuted, bertBanned];
    const calls = stubVenueApi({
      'GET /venue/restrictions': () => data({ eventId: 7, restrictions: held }),
      'POST /venue/liftRestriction': () => {
        held = held.filter((restriction) => restriction.accountId !== 11);
        return data({ ok: true });
      },
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const live = new VenueLive();
    const wire = socket(live);
    await renderPanel(live);

    const list = await screen.findByRole('list', { name: 'Restrictions' });
    // The panel follows the topic once the list has told it the event.
    await waitFor(() => expect(wire.sent).toContainEqual({ action: 'subscribe', topic: 'moderation:7' }));
    const ada = within(list).getAllByRole('listitem')[0]!;
    expect(ada.textContent).toContain('Ada Quist');
    expect(ada.textContent).toContain('Muted');
    expect(ada.textContent).toContain('By Mara Lindqvist (organiser)');
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Until lifted');

    await user.click(screen.getByRole('button', { name: 'Lift the mute of Ada Quist' }));
    expect(confirm).toHaveBeenCalledWith('Lift the mute of Ada Quist? They can write again at once.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Lift the mute of Ada Quist' }));
    expect(await screen.findByText('Ada Quist is no longer muted.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ accountId: 11, kind: 'mute' });
    expect(screen.queryByRole('button', { name: 'Lift the mute of Ada Quist' })).toBeNull();

    held = [];
    await wire.push('lifted', { accountId: 12, kind: 'ban' });
    expect(await screen.findByText('Nobody is muted or banned.')).toBeTruthy();
  });

  it('says in German that someone else was quicker', async () => {
    const user = userEvent.setup();
    let held = [bertBanned];
    stubVenueApi({
      'GET /venue/restrictions': () => data({ eventId: 7, restrictions: held }),
      'POST /venue/liftRestriction': () => {
        held = [];
        return failure(404, 'not_found', 'Nicht gefunden');
      },
    });
    vi.stubGlobal('confirm', () => true);
    await renderPanel(new VenueLive(), 'de');
    expect(await screen.findByText('Durch Mia Moder (Moderation)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ausschluss von Bert Lund aufheben' }));
    expect(await screen.findByText('Die Einschränkung von Bert Lund war bereits beendet.')).toBeTruthy();
    expect(await screen.findByText('Niemand ist stummgeschaltet oder ausgeschlossen.')).toBeTruthy();
  });
});
