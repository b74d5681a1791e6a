import { describe, expect, it } from 'vitest';
import { saveNavigationBodySchema } from '../schemas/navigation';
import {
  defaultNavigationItems,
  isNavigationLinkUrl,
  landingNavigationItem,
  navigationItemLabel,
  publicNavigationItems,
  validateNavigation,
  withAllBuiltInItems,
  type NavigationItemValues,
} from './navigation';

const link = (change: Partial<NavigationItemValues> = {}): NavigationItemValues => ({
  kind: 'link',
  labelEn: 'Tickets',
  labelDe: 'Tickets',
  icon: 'link',
  url: 'https://example.com/tickets',
  visible: true,
  isLanding: false,
  ...change,
});

describe('default menu', () => {
  it('lists every built-in item once, all visible, home as the landing page', () => {
    const items = defaultNavigationItems();
    expect(items.map((item) => [item.kind, item.visible, item.isLanding])).toEqual([
      ['home', true, true],
      ['agenda', true, false],
      ['rooms', true, false],
      ['social', true, false],
      ['chat', true, false],
      ['polls', true, false],
      ['people', true, false],
    ]);
    expect(validateNavigation(items)).toEqual({});
  });

  it('gives fresh objects on every call', () => {
    defaultNavigationItems()[0]!.visible = false;
    expect(defaultNavigationItems()[0]!.visible).toBe(true);
  });

  it('completes a saved menu with missing built-in kinds, hidden', () => {
    const saved = defaultNavigationItems().filter((item) => item.kind !== 'people');
    const completed = withAllBuiltInItems(saved);
    expect(completed.at(-1)).toMatchObject({ kind: 'people', visible: false, isLanding: false });
    expect(completed).toHaveLength(7);
  });
});

describe('menu rules', () => {
  const base = defaultNavigationItems();
  const at = (index: number, change: Partial<NavigationItemValues>) =>
    base.map((item, i) => (i === index ? { ...item, ...change } : item));

  it.each<[string, NavigationItemValues[], Record<string, string>]>([
    ['a valid custom link', [...base, link()], {}],
    ['no landing item at all', at(0, { isLanding: false }), {}],
    ['a link with a wrong URL', [...base, link({ url: 'example com' })], { 'items.7.url': 'validation.invalid_url' }],
    ['a link with a javascript: URL', [...base, link({ url: 'javascript:alert(1)' })], { 'items.7.url': 'validation.invalid_url' }],
    ['a link without URL', [...base, link({ url: ' ' })], { 'items.7.url': 'validation.required' }],
    ['a link without labels', [...base, link({ labelEn: '', labelDe: ' ' })], { 'items.7.labelEn': 'validation.required' }],
    ['a link with only a German label', [...base, link({ labelEn: '' })], {}],
    ['a label too long', at(1, { labelDe: 'x'.repeat(51) }), { 'items.1.labelDe': 'validation.max_50' }],
    ['a label of 50 characters', at(1, { labelDe: 'x'.repeat(50) }), {}],
    ['two landing items', at(1, { isLanding: true }), { items: 'validation.navigation_one_landing' }],
    ['a hidden landing item', at(0, { visible: false }), { 'items.0.isLanding': 'validation.navigation_landing_hidden' }],
    ['the social wall as landing item', [...at(0, { isLanding: false }).slice(0, 3), { ...base[3]!, visible: true, isLanding: true }, ...base.slice(4)], {}],
    ['a built-in item twice', [...base, { ...base[1]!, isLanding: false }], { 'items.7.kind': 'validation.navigation_duplicate_item' }],
    ['a built-in item missing', base.slice(0, 5), { items: 'validation.navigation_missing_item' }],
    ['a built-in item with a URL', at(2, { url: 'https://example.com' }), { 'items.2.url': 'validation.invalid' }],
    ['too many items', [...base, ...Array.from({ length: 25 }, () => link())], { items: 'validation.navigation_too_many_items' }],
  ])('%s', (_name, items, expected) => {
    expect(validateNavigation(items)).toEqual(expected);
  });
});

describe('link URLs', () => {
  it.each<[string, boolean]>([
    ['https://example.com', true],
    ['http://example.com/a?b=c#d', true],
    ['https://sub.example.de/path', true],
    ['example.com', false],
    ['ftp://example.com', false],
    ['https://', false],
    ['https://exa mple.com', false],
    ['https://user:secret@example.com', false],
    ['', false],
  ])('%j -> %s', (url, expected) => {
    expect(isNavigationLinkUrl(url)).toBe(expected);
  });
});

describe('labels and public items', () => {
  it.each<[Partial<NavigationItemValues>, 'en' | 'de', string]>([
    [{ kind: 'agenda', labelEn: '', labelDe: '' }, 'en', 'Agenda'],
    [{ kind: 'agenda', labelEn: '', labelDe: '' }, 'de', 'Programm'],
    [{ kind: 'rooms', labelEn: 'Stages', labelDe: '' }, 'de', 'Räume'],
    [{ kind: 'rooms', labelEn: 'Stages', labelDe: 'Bühnen' }, 'de', 'Bühnen'],
    [{ kind: 'link', labelEn: 'Shop', labelDe: '' }, 'de', 'Shop'],
  ])('%j in %s -> %s', (item, language, expected) => {
    expect(navigationItemLabel({ kind: 'home', labelEn: '', labelDe: '', ...item }, language)).toBe(expected);
  });

  it('shows only visible items, and finds the landing item', () => {
    const items = defaultNavigationItems().map((item) => ({ ...item, visible: item.kind !== 'chat', isLanding: item.kind === 'agenda' }));
    expect(publicNavigationItems(items).map((item) => item.kind)).toEqual(['home', 'agenda', 'rooms', 'social', 'polls', 'people']);
    expect(landingNavigationItem(items)?.kind).toBe('agenda');
    expect(landingNavigationItem(items.map((item) => ({ ...item, isLanding: false })))?.kind).toBe('home');
    expect(landingNavigationItem(items.map((item) => ({ ...item, visible: false })))).toBeNull();
  });
});

describe('menu body', () => {
  it('fills missing labels and URL, trims, and refuses unknown kinds and icons', () => {
    const parsed = saveNavigationBodySchema.parse({ items: [{ kind: 'home', icon: 'home', visible: true, isLanding: true, labelEn: ' Start ' }] });
    expect(parsed.items[0]).toMatchObject({ labelEn: 'Start', labelDe: '', url: '' });
    expect(saveNavigationBodySchema.safeParse({ items: [{ kind: 'shop', icon: 'home', visible: true, isLanding: false }] }).success).toBe(false);
    expect(saveNavigationBodySchema.safeParse({ items: [{ kind: 'home', icon: 'rocket', visible: true, isLanding: false }] }).success).toBe(false);
    expect(saveNavigationBodySchema.safeParse({ items: [] }).success).toBe(false);
  });
});
