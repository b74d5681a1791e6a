import { describe, expect, it } from 'vitest';
import { streamSource } from './stream-source';

describe('streamSource', () => {
  it.each([
    ['https://cdn.example.com/live/stage.m3u8', { kind: 'hls', url: 'https://cdn.example.com/live/stage.m3u8' }],
    ['https://cdn.example.com/live/STAGE.M3U8?token=1', { kind: 'hls', url: 'https://cdn.example.com/live/STAGE.M3U8?token=1' }],
    ['https://cdn.example.com/keynote.mp4', { kind: 'video', url: 'https://cdn.example.com/keynote.mp4' }],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=x', { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }],
    ['https://www.youtube.com/channel/UCabc123def456/live', { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/live_stream?channel=UCabc123def456' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' }],
    ['https://vimeo.com/76979871/abc123ef', { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?h=abc123ef' }],
    ['https://vimeo.com/event/4182923', { kind: 'vimeo', embedUrl: 'https://vimeo.com/event/4182923/embed' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' }],
    ['https://www.youtube.com/@harbour', { kind: 'link', url: 'https://www.youtube.com/@harbour' }],
    ['https://stream.example.com/stage', { kind: 'link', url: 'https://stream.example.com/stage' }],
  ])('%s', (address, expected) => {
    expect(streamSource(address)).toEqual(expected);
  });

  it.each(['', 'not a url', 'javascript:alert(1)', 'ftp://example.com/a.m3u8'])('shows nothing for %j', (address) => {
    expect(streamSource(address)).toBeNull();
  });
});
