/**
 * The sandbox of every frame the venue shows from an organiser's address (a player, an embedded
 * page, a Q&A tool): their scripts, forms and pop-ups run, on their own origin; the frame cannot
 * navigate the venue or reach into it.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

const PLAYER_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
/** A video meeting also needs the camera, the microphone and screen sharing. */
export const MEETING_ALLOW = 'autoplay; fullscreen; camera; microphone; display-capture';

type EmbedFrameProps = { src: string; title: string; tall?: boolean; allow?: string };

/** An embedded player or page in a 16:9 box (`tall` for a Q&A or page that reads better taller). */
export function EmbedFrame({ src, title, tall = false, allow = PLAYER_ALLOW }: EmbedFrameProps) {
  return (
    <div className={tall ? 'frame-box tall' : 'frame-box'}>
      <iframe
        src={src}
        title={title}
        sandbox={SANDBOX}
        allow={allow}
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
