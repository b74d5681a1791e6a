import { describe, expect, it } from 'vitest';
import { defaultNavigationItems, validateNavigation } from '@aula/shared';
import { navigationBody, newLinkItem, valuesFromNavigation, withLanding, withVisibility } from './navigation-form-values';

const start = () => valuesFromNavigation(defaultNavigationItems().map((item) => ({ ...item, id: null }))).items;

describe('navigation form values', () => {
  it('gives every item its own key and sends none of them', () => {
    const items = [...start(), newLinkItem()];
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    expect(navigationBody({ items }).items.every((item) => !('key' in item))).toBe(true);
  });

  it('hands the landing page to the first item that can take it when it is hidden', () => {
    const items = withVisibility(start(), 0, false);
    expect(items.map((item) => [item.kind, item.visible, item.isLanding]).slice(0, 3)).toEqual([
      ['home', false, false],
      ['agenda', true, true],
      ['rooms', true, false],
    ]);
    expect(validateNavigation(items)).toEqual({});
  });

  it('leaves the landing page alone when another item is hidden or shown', () => {
    const items = withVisibility(withVisibility(start(), 2, false), 2, true);
    expect(items.filter((item) => item.isLanding).map((item) => item.kind)).toEqual(['home']);
  });

  it('keeps exactly one landing page', () => {
    const items = start();
    const moved = withLanding(items, items[2]!.key);
    expect(moved.filter((item) => item.isLanding).map((item) => item.kind)).toEqual(['rooms']);
  });
});
