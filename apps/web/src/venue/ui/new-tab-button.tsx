import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts-context';

/** A button-styled link that opens its address in a new tab, and says so to screen readers. */
export function NewTabButton({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <p>
      <a className="button" href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {t('frame.opensInNewTab')}</span>
      </a>
    </p>
  );
}
