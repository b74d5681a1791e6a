import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VenueDesign } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { useLocation } from '@/lib/page-router/page-router';
import { applyDesign } from '../lib/design';
import { useTexts } from '../lib/texts-context';

type VenueFrameProps = {
  eventName: string;
  design: VenueDesign;
  /** The address the logo or the event's name leads to. */
  homePath: string;
  /** The page's own title; the document's title adds the event's name. */
  title: string;
  /** The attendee menu, once signed in. */
  menu?: ReactNode;
  /** The language switch, or the link to the attendee's profile. */
  actions: ReactNode;
  children: ReactNode;
};

/**
 * The venue's frame in the event's design: a skip link, the bar with logo (or name), menu and
 * actions, the page as the one `main` landmark, and the footer. Moving to another page puts the
 * focus on the new page's content, so that keyboard and screen-reader users start there. On a
 * phone the menu folds behind a Menu button, so the bar keeps to one line (docs/rules/venue.md#layout).
 */
export function VenueFrame({ eventName, design, homePath, title, menu, actions, children }: VenueFrameProps) {
  const { t } = useTexts();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => applyDesign(design), [design]);
  useEffect(() => {
    document.title = `${title} · ${eventName}`;
  }, [title, eventName]);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
    main.current?.focus();
  }, [pathname]);

  return (
    <>
      <a className="skip" href="#main">
        {t('frame.skipToContent')}
      </a>
      <header className="bar" data-menu-open={menuOpen || undefined}>
        <div className="bar-inner">
          <Link to={homePath} className="brand">
            {design.logo ? <img className="logo" src={design.logo.url} alt={eventName} width={design.logo.width ?? undefined} height={design.logo.height ?? undefined} /> : eventName}
          </Link>
          {menu && (
            <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="venue-menu" onClick={() => setMenuOpen((open) => !open)}>
              {t('frame.menuButton')}
            </button>
          )}
          {menu && <div id="venue-menu" className="menu-slot">{menu}</div>}
          <div className="bar-actions">{actions}</div>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <div className="wrap">{t('frame.madeWith')}</div>
      </footer>
    </>
  );
}
