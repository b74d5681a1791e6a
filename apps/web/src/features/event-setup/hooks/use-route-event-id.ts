import { useParams } from 'react-router';

/** The event's id from the route; 0 (a new event) for the new-event route, which has no id segment. */
export function useRouteEventId(): number {
  const { id } = useParams();
  const parsed = Number(id ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
}
