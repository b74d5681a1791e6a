/**
 * How a stage's stream address is shown (docs/rules/venue.md#the-venue): an HLS playlist in a video element, a
 * YouTube or Vimeo address as the service's own embedded player (YouTube's privacy-enhanced
 * one), a video file as it is, anything else as a link to open it.
 */
export type StreamSource =
  | { kind: 'hls'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'link'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const NUMBER = /^\d+$/;

function parse(address: string): URL | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeEmbed(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const channel = parts[0] === 'channel' && parts[2] === 'live' ? parts[1] : undefined;
  if (channel) return `https://www.youtube-nocookie.com/embed/live_stream?channel=${encodeURIComponent(channel)}`;
  const id = url.hostname === 'youtu.be' ? parts[0] : parts[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'live', 'shorts'].includes(parts[0] ?? '') ? parts[1] : undefined;
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

function vimeoEmbed(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' && NUMBER.test(parts[1] ?? '') ? url.href : null;
  if (parts[0] === 'event' && NUMBER.test(parts[1] ?? '')) return `https://vimeo.com/event/${parts[1]}/embed`;
  const [id, hash] = parts;
  if (!id || !NUMBER.test(id)) return null;
  return `https://player.vimeo.com/video/${id}${hash && /^[\da-f]+$/i.test(hash) ? `?h=${hash}` : ''}`;
}

export function streamSource(address: string): StreamSource | null {
  const url = parse(address);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const embedUrl = youtubeEmbed(url);
    return embedUrl ? { kind: 'youtube', embedUrl } : { kind: 'link', url: url.href };
  }
  if (VIMEO_HOSTS.has(host)) {
    const embedUrl = vimeoEmbed(url);
    return embedUrl ? { kind: 'vimeo', embedUrl } : { kind: 'link', url: url.href };
  }
  if (/\.m3u8$/i.test(url.pathname)) return { kind: 'hls', url: url.href };
  if (/\.(mp4|webm|ogv|ogg)$/i.test(url.pathname)) return { kind: 'video', url: url.href };
  return { kind: 'link', url: url.href };
}
