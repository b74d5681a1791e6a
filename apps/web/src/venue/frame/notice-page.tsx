import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@aula/shared';
import { DEFAULT_DESIGN, applyDesign } from '../lib/design';

/**
 * A page without the venue's frame, for a code that leads nowhere (not found, closed) or a venue
 * that could not load: a heading and what to know, in the default design unless the event's is
 * already painted.
 */
export function NoticePage({ title, heading, children, withDefaultDesign = false }: { title: string; heading: string; children: ReactNode; withDefaultDesign?: boolean }) {
  useEffect(() => {
    if (withDefaultDesign) applyDesign(DEFAULT_DESIGN);
  }, [withDefaultDesign]);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <main id="main" className="notice">
      <h1>{heading}</h1>
      {children}
    </main>
  );
}
