import { describe, expect, it } from 'vitest';
import { centreSquare } from './square-photo';

describe('the centre square of a photo', () => {
  it('cuts a landscape photo to its middle and scales a large one down', () => {
    expect(centreSquare(4000, 3000)).toEqual({ sx: 500, sy: 0, side: 3000, out: 1000 });
    expect(centreSquare(800, 600)).toEqual({ sx: 100, sy: 0, side: 600, out: 600 });
  });

  it('cuts a portrait photo to its middle', () => {
    expect(centreSquare(600, 901)).toEqual({ sx: 0, sy: 150, side: 600, out: 600 });
  });

  it('scales a large square photo down, and leaves a smaller one, and one too small to be a photo, as they are', () => {
    expect(centreSquare(3000, 3000)).toEqual({ sx: 0, sy: 0, side: 3000, out: 1000 });
    expect(centreSquare(700, 700)).toBeNull();
    expect(centreSquare(800, 499)).toBeNull();
  });
});
