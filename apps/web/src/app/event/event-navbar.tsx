import { useMatch } from 'react-router';
import { EventSidebar } from './event-sidebar';

type EventNavbarProps = { expanded: boolean; onToggle: () => void };

/** The shell's sidebar on event pages; the shell is the parent route, so it reads the id from the URL. */
export function EventNavbar({ expanded, onToggle }: EventNavbarProps) {
  const id = Number(useMatch('/event/:id/*')?.params.id ?? 0);
  const eventId = Number.isInteger(id) && id > 0 ? id : 0;
  return <EventSidebar eventId={eventId} expanded={expanded} onToggle={onToggle} />;
}
