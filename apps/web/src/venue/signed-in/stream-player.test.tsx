import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../lib/texts';
import { TextsProvider } from '../lib/texts-context';
import { VenueLive, VenueLiveContext } from '../lib/venue-live';
import { StreamPlayer } from './stream-player';

let texts: Awaited<ReturnType<typeof loadTexts>>;
beforeAll(async () => {
  texts = await loadTexts('en');
});

const renderPlayer = (live: VenueLive, address: string) =>
  render(
    <TextsProvider initial={texts}>
      <VenueLiveContext.Provider value={live}>
        <StreamPlayer address={address} title="Live stream of Main stage" />
      </VenueLiveContext.Provider>
    </TextsProvider>,
  );

/** What the room's player tells the venue's connection for analytics (docs/rules/analytics.md#what-is-recorded). */
describe('StreamPlayer', () => {
  it('reports playing while the video plays, and stopped on pause, buffering, end, failure, emptying and when it goes away', () => {
    const live = new VenueLive();
    const { unmount } = renderPlayer(live, 'https://cdn.example.com/talks/keynote.mp4');
    const video = screen.getByLabelText('Live stream of Main stage');
    const seen: boolean[] = [];
    live.onPlayingChange(() => seen.push(live.playing));

    for (const stop of ['pause', 'waiting', 'ended', 'error', 'emptied'] as const) {
      fireEvent.playing(video);
      expect(live.playing).toBe(true);
      fireEvent[stop](video);
      expect(live.playing).toBe(false);
    }
    fireEvent.playing(video);
    unmount();
    expect(live.playing).toBe(false);
    expect(seen).toEqual([true, false, true, false, true, false, true, false, true, false, true, false]);
  });
});
