import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../lib/texts-context';
import { usePlaybackReport } from '../lib/venue-live';
import { Alert } from '../ui/alert';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * An HLS stream in a video element: played natively where the browser can (Safari, iOS, some
 * Chromium builds); elsewhere hls.js (its light build, about 115 KiB) is loaded then, and only
 * then, and feeds the element through Media Source Extensions.
 */
export function HlsVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTexts();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const playback = usePlaybackReport();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    if (element.canPlayType(HLS_TYPE)) {
      element.src = url;
      return () => element.removeAttribute('src');
    }
    let stopped = false;
    let player: { destroy: () => void } | null = null;
    import('hls.js/light').then(
      ({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        player = hls;
      },
      () => {
        if (!stopped) setFailed(true);
      },
    );
    return () => {
      stopped = true;
      player?.destroy();
    };
  }, [url]);

  return (
    <>
      <div className="frame-box">
        <video ref={video} controls playsInline aria-label={title} {...playback} />
      </div>
      {failed && (
        <Alert tone="error">
          {t('room.streamFailed')}{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('room.openStream')}
          </a>
        </Alert>
      )}
    </>
  );
}
