import { useEffect, useRef, useState } from 'react';
import { VenueLive } from './venue-live';
import { VenueSocket, fetchVenueTicket } from './venue-socket';

/**
 * Keeps the attendee online in their event while the signed-in venue is open in this tab, and in
 * the room it shows (`roomId`, null elsewhere), with whether the tab is visible and the room's
 * player plays: the venue's shell calls it once, with the session's
 * token (null when signed out) and what to do when the server no longer knows the session. The
 * same socket carries what the pages follow live (docs/rules/communications.md#live-updates): the answer, for `VenueLiveContext`.
 */
export function useVenuePresence(accessToken: string | null, roomId: number | null, onSessionGone: () => void): VenueLive {
  const [live] = useState(() => new VenueLive());
  const socket = useRef<VenueSocket | null>(null);
  const room = useRef(roomId);
  const sessionGone = useRef(onSessionGone);

  useEffect(() => {
    sessionGone.current = onSessionGone;
  }, [onSessionGone]);

  useEffect(() => {
    if (!accessToken) return;
    const connection = new VenueSocket({
      fetchTicket: () => fetchVenueTicket(accessToken),
      onSessionGone: () => sessionGone.current(),
      onMessage: (message) => {
        if (message.action === 'notice') live.notify(message);
        if (message.action === 'authenticated') live.connected();
      },
      topics: live.topics,
    });
    connection.setRoom(room.current);
    // What the tab does, for analytics (docs/rules/analytics.md#what-is-recorded): visible or hidden, the room's player playing or not.
    const reportActivity = () => connection.setActivity({ visible: document.visibilityState === 'visible', playing: live.playing });
    reportActivity();
    document.addEventListener('visibilitychange', reportActivity);
    const stopFollowingPlayer = live.onPlayingChange(reportActivity);
    connection.start();
    socket.current = connection;
    return () => {
      document.removeEventListener('visibilitychange', reportActivity);
      stopFollowingPlayer();
      connection.stop();
      socket.current = null;
    };
  }, [accessToken, live]);

  useEffect(() => {
    room.current = roomId;
    socket.current?.setRoom(roomId);
  }, [roomId]);

  return live;
}
