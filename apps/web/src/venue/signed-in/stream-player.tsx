import { streamSource } from '../lib/stream-source';
import { useTexts } from '../lib/texts-context';
import { usePlaybackReport } from '../lib/venue-live';
import { EmbedFrame } from '../ui/embed-frame';
import { HlsVideo } from './hls-video';
import { NewTabButton } from '../ui/new-tab-button';

/**
 * The player a stage's stream address needs (docs/rules/venue.md#the-venue). Only our own video elements report whether they
 * play; what plays inside a third-party embed cannot be seen and never counts as watched (docs/rules/analytics.md#what-is-recorded).
 */
export function StreamPlayer({ address, title }: { address: string; title: string }) {
  const { t } = useTexts();
  const playback = usePlaybackReport();
  const source = streamSource(address);
  if (!source) return null;
  if (source.kind === 'hls') return <HlsVideo url={source.url} title={title} />;
  if (source.kind === 'youtube' || source.kind === 'vimeo') return <EmbedFrame src={source.embedUrl} title={title} />;
  if (source.kind === 'video') {
    return (
      <div className="frame-box">
        <video src={source.url} controls playsInline aria-label={title} {...playback} />
      </div>
    );
  }
  return <NewTabButton href={source.url}>{t('room.openStream')}</NewTabButton>;
}
