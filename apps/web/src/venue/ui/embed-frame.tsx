/**
 * The sandbox of every frame the venue shows from an organiser's address (a player, an embedded
 * page, a Q&A tool): their scripts, forms and pop-ups run, on their own origin; the frame cannot
 * navigate the venue or reach into it.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** An embedded player or page in a 16:9 box (`tall` for a Q&A or page that reads better taller). */
export function EmbedFrame({ src, title, tall = false }: { src: string; title: string; tall?: boolean }) {
  return (
    <div className={tall ? 'frame-box tall' : 'frame-box'}>
      <iframe
        src={src}
        title={title}
        sandbox={SANDBOX}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
