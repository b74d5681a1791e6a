import { TIMEZONE_MAX_MINUTES, TIMEZONE_MIN_MINUTES } from '../constants';

/** Half-hour offsets in use somewhere in the world within the range of docs/rules/limits.md#time-zones, in minutes. */
const HALF_HOUR_OFFSETS = [-570, -210, 210, 270, 330, 390, 570, 630];

/** Formats an offset in minutes as `UTC +05:30`, `UTC -11:00`, `UTC ±00:00`. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes === 0 ? '±' : minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC ${sign}${hh}:${mm}`;
}

/** Every offset the product offers, from UTC -11:00 to UTC +13:00, in 60 or 30 minute steps. */
export function timeZoneOffsets(): number[] {
  const hours: number[] = [];
  for (let m = TIMEZONE_MIN_MINUTES; m <= TIMEZONE_MAX_MINUTES; m += 60) hours.push(m);
  return [...hours, ...HALF_HOUR_OFFSETS].sort((a, b) => a - b);
}

/** True when an offset is one the product offers. */
export function isOfferedTimeZone(minutes: number): boolean {
  return timeZoneOffsets().includes(minutes);
}
