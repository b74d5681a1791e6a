/**
 * Times in the event's own zone (a fixed offset in minutes east of UTC, as the event stores it):
 * a date and time typed in the console become an instant, and an instant is shown as the
 * event's wall time.
 */
export function wallTimeToInstant(date: string, time: string, offsetMinutes: number): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  return new Date(wall - offsetMinutes * 60_000);
}

/** `2030-05-06 14:30` in the event's zone. */
export function instantToWallTime(instant: string, offsetMinutes: number): string {
  const wall = new Date(new Date(instant).getTime() + offsetMinutes * 60_000).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
}
