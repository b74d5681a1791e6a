import { useEffect, useState } from 'react';
import type { CustomCssPreview } from '@aula/shared';
import { previewCustomCss } from '../api/preview-custom-css';

/** How long typing pauses before the server is asked what it would keep. */
const PREVIEW_PAUSE_MS = 400;

/**
 * What the server would keep of the draft, asked again each time typing pauses; the last answer
 * stays while the next one is on its way, and an answer for an older draft is dropped.
 */
export function useDraftPreview(eventId: number, css: string): CustomCssPreview | null {
  const [preview, setPreview] = useState<CustomCssPreview | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      previewCustomCss(eventId, css, controller.signal).then(setPreview, () => undefined);
    }, PREVIEW_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [eventId, css]);
  return preview;
}
