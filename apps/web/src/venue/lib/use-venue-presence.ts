import { useEffect, useRef } from 'react';
import { VenueSocket, fetchVenueTicket } from './venue-socket';

/**
 * Keeps the attendee online in their event while the signed-in venue is open in this tab, and in
 * the room it shows (`roomId`, null elsewhere): the venue's shell calls it once, with the session's
 * token (null when signed out) and what to do when the server no longer knows the session.
 */
export function useVenuePresence(accessToken: string | null, roomId: number | null, onSessionGone: () => void): void {
  const socket = useRef<VenueSocket | null>(null);
  const room = useRef(roomId);
  const sessionGone = useRef(onSessionGone);

  useEffect(() => {
    sessionGone.current = onSessionGone;
  }, [onSessionGone]);

  useEffect(() => {
    if (!accessToken) return;
    const live = new VenueSocket({ fetchTicket: () => fetchVenueTicket(accessToken), onSessionGone: () => sessionGone.current() });
    live.setRoom(room.current);
    live.start();
    socket.current = live;
    return () => {
      live.stop();
      socket.current = null;
    };
  }, [accessToken]);

  useEffect(() => {
    room.current = roomId;
    socket.current?.setRoom(roomId);
  }, [roomId]);
}
