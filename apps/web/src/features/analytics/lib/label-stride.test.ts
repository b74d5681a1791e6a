import { describe, expect, it } from 'vitest';
import { MAX_AXIS_LABELS, labelStride } from './label-stride';

/** The labels an axis writes with a stride: the first point and every (stride + 1)-th after it. */
const labelled = (points: number) => Math.ceil(points / (labelStride(points) + 1));

describe('labelStride', () => {
  it('labels every point of a short series', () => {
    expect(labelStride(0)).toBe(0);
    expect(labelStride(1)).toBe(0);
    expect(labelStride(MAX_AXIS_LABELS)).toBe(0);
  });

  it('never writes more labels than fit, and at least half as many', () => {
    for (const points of [7, 24, 72, 480, 1440]) {
      expect(labelled(points)).toBeLessThanOrEqual(MAX_AXIS_LABELS);
      expect(labelled(points)).toBeGreaterThanOrEqual(MAX_AXIS_LABELS / 2);
    }
  });
});
