import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNavigationItems, type NavigationItemValues } from '@aula/shared';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient, type EventsClient } from '../events/events-test-support';

const link = (change: Partial<NavigationItemValues> = {}): NavigationItemValues => ({
  kind: 'link',
  labelEn: 'Tickets',
  labelDe: 'Karten',
  icon: 'link',
  url: 'https://example.com/tickets',
  visible: true,
  isLanding: false,
  ...change,
});

const withoutIds = (items: { id: number | null }[]) => items.map(({ id: _id, ...item }) => item);

describe('event navigation', () => {
  let t: TestApp;
  let owner: EventsClient;
  let stranger: EventsClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    owner = eventsClient(t, (await signedInUser(t)).token);
    stranger = eventsClient(t, (await signedInUser(t)).token);
    eventId = await owner.create();
  });
  afterAll(() => t.close());

  it('answers the default menu before anything is saved', async () => {
    const res = await owner.get(`/navigation/${eventId}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.saved).toBe(false);
    expect(data.items.every((item: { id: unknown }) => item.id === null)).toBe(true);
    expect(withoutIds(data.items)).toEqual(defaultNavigationItems());
  });

  it('replaces the whole menu in the given order and answers it back', async () => {
    const [home, agenda, rooms, ...later] = defaultNavigationItems();
    const items = [
      { ...rooms!, labelEn: 'Stages', labelDe: 'Bühnen', icon: 'video' as const, isLanding: true },
      link(),
      { ...home!, isLanding: false },
      { ...agenda!, visible: false },
      ...later,
    ];
    const res = await owner.post(`/navigation/${eventId}`, { items });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saved).toBe(true);
    expect(withoutIds(res.json().data.items)).toEqual(items);
    const again = (await owner.get(`/navigation/${eventId}`)).json().data;
    expect(withoutIds(again.items)).toEqual(items);
    expect(again.items.every((item: { id: unknown }) => typeof item.id === 'number')).toBe(true);

    const shorter = [items[2]!, items[0]!, items[3]!, ...later];
    const second = await owner.post(`/navigation/${eventId}`, { items: shorter });
    expect(second.statusCode, second.body).toBe(200);
    expect(withoutIds(second.json().data.items)).toEqual(shorter);
  });

  it('refuses a URL on a built-in item', async () => {
    const items = defaultNavigationItems().map((item, i) => (i === 1 ? { ...item, url: 'https://example.com' } : item));
    const res = await owner.post(`/navigation/${eventId}`, { items });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'items.1.url': 'validation.invalid' });
  });

  it.each<[string, NavigationItemValues[], Record<string, string>]>([
    ['a link with a wrong URL', [...defaultNavigationItems(), link({ url: 'not a url' })], { 'items.7.url': 'validation.invalid_url' }],
    ['a link without URL', [...defaultNavigationItems(), link({ url: '' })], { 'items.7.url': 'validation.required' }],
    ['a link without any label', [...defaultNavigationItems(), link({ labelEn: '', labelDe: '' })], { 'items.7.labelEn': 'validation.required' }],
    ['two landing items', defaultNavigationItems().map((item) => ({ ...item, isLanding: item.kind !== 'chat' && item.visible })), {
      items: 'validation.navigation_one_landing',
    }],
    ['a hidden landing item', defaultNavigationItems().map((item) => (item.kind === 'home' ? { ...item, visible: false } : item)), {
      'items.0.isLanding': 'validation.navigation_landing_hidden',
    }],
    ['a missing built-in item', defaultNavigationItems().slice(1).map((item, i) => ({ ...item, isLanding: i === 0 })), {
      items: 'validation.navigation_missing_item',
    }],
    ['a built-in item twice', [...defaultNavigationItems(), { ...defaultNavigationItems()[2]!, isLanding: false }], {
      'items.7.kind': 'validation.navigation_duplicate_item',
    }],
  ])('refuses %s', async (_name, items, fields) => {
    const before = (await owner.get(`/navigation/${eventId}`)).json().data;
    const res = await owner.post(`/navigation/${eventId}`, { items });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toEqual(fields);
    expect((await owner.get(`/navigation/${eventId}`)).json().data).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', [{ ...link(), kind: 'shop' }], 'items.0.kind'],
    ['an unknown icon', [{ ...link(), icon: 'rocket' }], 'items.0.icon'],
    ['a label over 50 characters', [link({ labelDe: 'x'.repeat(51) })], 'items.0.labelDe'],
    ['an empty menu', [], 'items'],
  ])('refuses %s by its schema', async (_name, items, field) => {
    const res = await owner.post(`/navigation/${eventId}`, { items });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
  });

  it('answers another company event exactly like a missing one, and changes nothing', async () => {
    const before = (await owner.get(`/navigation/${eventId}`)).json().data;
    const body = { items: defaultNavigationItems() };
    const calls = (id: number) => [() => stranger.get(`/navigation/${id}`), () => stranger.post(`/navigation/${id}`, body)];
    const theirs = calls(eventId);
    const absent = calls(eventId + 1000);
    for (let i = 0; i < theirs.length; i++) {
      const res = await theirs[i]!();
      const other = await absent[i]!();
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect({ status: res.statusCode, body: res.body }).toEqual({ status: other.statusCode, body: other.body });
    }
    expect((await owner.get(`/navigation/${eventId}`)).json().data).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/navigation/${eventId}`, payload: { items: defaultNavigationItems() } });
    expect(res.statusCode).toBe(401);
  });
});
