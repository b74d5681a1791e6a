/**
 * How many points a chart's axis passes over between two labels, so that at most `MAX_AXIS_LABELS`
 * are written: the longest label ('30 Nov 2026, 14:00') needs about a sixth of the narrowest chart.
 */
export const MAX_AXIS_LABELS = 6;

export function labelStride(points: number): number {
  return Math.max(0, Math.ceil(points / MAX_AXIS_LABELS) - 1);
}
