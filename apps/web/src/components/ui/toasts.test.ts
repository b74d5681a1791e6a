import { describe, expect, it } from 'vitest';
import { truncateText } from './toasts';

describe('truncateText', () => {
  it('keeps short texts and cuts long ones to the limit', () => {
    expect(truncateText('Saved', 30)).toBe('Saved');
    const cut = truncateText('x'.repeat(300), 250);
    expect(cut).toHaveLength(250);
    expect(cut.endsWith('…')).toBe(true);
  });
});
