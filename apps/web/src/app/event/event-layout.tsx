import { Stack } from '@mantine/core';
import { Outlet, useParams } from 'react-router';
import { useRouteEventId } from '@/features/event-setup/hooks/use-route-event-id';
import { NotFoundScreen } from '../screens/not-found-screen';
import { EventPageSteps } from './event-page-steps';
import { EventToolbar } from './event-toolbar';
import { useEventStateReset } from './use-event-state-reset';

/**
 * The content of an event page (docs/rules/screens.md#event-pages) inside the signed-in shell, which shows the event's own
 * sidebar (280/420) on these routes: the toolbar with the Draft bar, the section, previous/next.
 */
export function EventLayout() {
  const { id } = useParams();
  // A path like /event/abc is no event; /event/0 has no id segment and is the new event.
  if (id !== undefined && !/^[1-9]\d*$/.test(id)) return <NotFoundScreen />;
  return <EventContent />;
}

function EventContent() {
  const eventId = useRouteEventId();
  useEventStateReset(eventId);
  return (
    <Stack gap="lg" maw={960}>
      <EventToolbar eventId={eventId} />
      {/* Keyed by id: nothing of the previous event stays on screen while the next one loads. */}
      <Outlet key={eventId} />
      <EventPageSteps eventId={eventId} />
    </Stack>
  );
}
