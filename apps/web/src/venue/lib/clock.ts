import { useEffect, useState } from 'react';

/** The server's time as this page reckons it: the device's clock moved by how far it was off when the server last answered. */
export type Clock = () => number;

/** A clock that agrees with the server's `nowMs` of an answer just received. */
export function serverClock(serverNowMs: number, deviceNowMs = Date.now()): Clock {
  const offset = serverNowMs - deviceNowMs;
  return () => Date.now() + offset;
}

/** The clock's time, read again every `everyMs`, so that countdowns and the agenda's "now" move. */
export function useNow(clock: Clock, everyMs: number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock()), everyMs);
    return () => window.clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
