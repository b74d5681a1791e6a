import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../lib/texts';
import { TextsProvider } from '../lib/texts-context';
import { HlsVideo } from './hls-video';

const hls = vi.hoisted(() => ({ supported: true, loadSource: vi.fn(), attachMedia: vi.fn(), destroy: vi.fn(), on: vi.fn() }));

vi.mock('hls.js/light', () => ({
  default: class {
    static isSupported = () => hls.supported;
    static Events = { ERROR: 'hlsError' };
    loadSource = hls.loadSource;
    attachMedia = hls.attachMedia;
    destroy = hls.destroy;
    on = hls.on;
  },
}));

let texts: Awaited<ReturnType<typeof loadTexts>>;
beforeAll(async () => {
  texts = await loadTexts('en');
});
afterEach(() => {
  vi.clearAllMocks();
  hls.supported = true;
});

const URL = 'https://cdn.example.com/live/stage.m3u8';
const renderVideo = () =>
  render(
    <TextsProvider initial={texts}>
      <HlsVideo url={URL} title="Live stream of Main stage" />
    </TextsProvider>,
  );

describe('HlsVideo', () => {
  it('lets a browser that plays HLS itself play the stream, without loading hls.js', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    renderVideo();
    const video = screen.getByLabelText('Live stream of Main stage');
    expect(video.getAttribute('src')).toBe(URL);
    expect(hls.loadSource).not.toHaveBeenCalled();
  });

  it('loads hls.js only for a browser that cannot, attaches it, and lets it go when the room is left', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { unmount } = renderVideo();
    await waitFor(() => expect(hls.loadSource).toHaveBeenCalledWith(URL));
    expect(hls.attachMedia).toHaveBeenCalledWith(screen.getByLabelText('Live stream of Main stage'));
    unmount();
    expect(hls.destroy).toHaveBeenCalled();
  });

  it('says when the stream cannot be played here, with a link to open it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    hls.supported = false;
    renderVideo();
    expect((await screen.findByRole('alert')).textContent).toBe('The stream cannot be played in this browser. Open the stream');
    expect(screen.getByRole('link', { name: 'Open the stream' }).getAttribute('href')).toBe(URL);
  });
});
