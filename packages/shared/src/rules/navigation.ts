import { isValidUrl } from './embeds';

/**
 * The attendee menu of an event (docs/rules/design.md#attendee-menu): built-in items and custom links, in the
 * organiser's order, each visible or hidden, one of them the landing page.
 */

/** Every kind of menu item; 'link' is a custom link, the others are built in (at most once each). */
export const NAVIGATION_KINDS = ['home', 'agenda', 'rooms', 'social', 'chat', 'polls', 'people', 'link'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];
export type BuiltInNavigationKind = Exclude<NavigationKind, 'link'>;
export const BUILT_IN_NAVIGATION_KINDS = ['home', 'agenda', 'rooms', 'social', 'chat', 'polls', 'people'] as const satisfies readonly BuiltInNavigationKind[];

/** Icons an item may show: names of Tabler icons (the web maps each to its component). */
export const NAVIGATION_ICONS = [
  'home',
  'calendar-event',
  'door',
  'news',
  'messages',
  'chart-bar',
  'link',
  'info-circle',
  'star',
  'users',
  'video',
  'map-pin',
] as const;
export type NavigationIcon = (typeof NAVIGATION_ICONS)[number];

export const NAVIGATION_LABEL_MAX_LENGTH = 50;
export const NAVIGATION_URL_MAX_LENGTH = 500;
/** At most this many items in one menu (built-ins plus custom links). */
export const NAVIGATION_MAX_ITEMS = 30;

/** The name a built-in item shows when the organiser leaves its label empty. */
export const BUILT_IN_NAVIGATION_LABELS: Record<BuiltInNavigationKind, { en: string; de: string }> = {
  home: { en: 'Home', de: 'Startseite' },
  agenda: { en: 'Agenda', de: 'Programm' },
  rooms: { en: 'Rooms', de: 'Räume' },
  social: { en: 'Social wall', de: 'Social Wall' },
  chat: { en: 'Chat', de: 'Chat' },
  polls: { en: 'Polls', de: 'Umfragen' },
  people: { en: 'People', de: 'Personen' },
};

/** The icon each built-in item starts with. */
export const DEFAULT_NAVIGATION_ICONS: Record<NavigationKind, NavigationIcon> = {
  home: 'home',
  agenda: 'calendar-event',
  rooms: 'door',
  social: 'news',
  chat: 'messages',
  polls: 'chart-bar',
  people: 'users',
  link: 'link',
};

/** One menu item as the editor and the API see it; the order of the list is the menu's order. */
export type NavigationItemValues = {
  kind: NavigationKind;
  labelEn: string;
  labelDe: string;
  icon: NavigationIcon;
  /** Only for 'link'; empty for built-in items. */
  url: string;
  visible: boolean;
  isLanding: boolean;
};

/** An event's menu before the organiser saves one: every built-in item visible, home the landing page. */
export function defaultNavigationItems(): NavigationItemValues[] {
  return BUILT_IN_NAVIGATION_KINDS.map((kind) => ({
    kind,
    labelEn: '',
    labelDe: '',
    icon: DEFAULT_NAVIGATION_ICONS[kind],
    url: '',
    visible: true,
    isLanding: kind === 'home',
  }));
}

/**
 * A saved menu completed with the built-in kinds it lacks (e.g. a kind added by a later version),
 * appended hidden in the default order.
 */
export function withAllBuiltInItems<T extends NavigationItemValues>(items: T[]): (T | NavigationItemValues)[] {
  const present = new Set(items.map((item) => item.kind));
  const missing = defaultNavigationItems()
    .filter((item) => !present.has(item.kind))
    .map((item) => ({ ...item, visible: false, isLanding: false }));
  return [...items, ...missing];
}

/** The label to show in `language`: the organiser's, else the other language's, else the built-in name. */
export function navigationItemLabel(
  item: Pick<NavigationItemValues, 'kind' | 'labelEn' | 'labelDe'>,
  language: 'en' | 'de',
): string {
  const own = (language === 'de' ? item.labelDe : item.labelEn).trim();
  if (own) return own;
  if (item.kind !== 'link') return BUILT_IN_NAVIGATION_LABELS[item.kind][language];
  return (language === 'de' ? item.labelEn : item.labelDe).trim();
}

/** The items attendees see, in order: the visible ones. */
export function publicNavigationItems<T extends Pick<NavigationItemValues, 'visible'>>(items: T[]): T[] {
  return items.filter((item) => item.visible);
}

/**
 * The attendees' start page: the marked landing item when it is shown publicly, else the first
 * public item, else null.
 */
export function landingNavigationItem<T extends Pick<NavigationItemValues, 'kind' | 'visible' | 'isLanding'>>(items: T[]): T | null {
  const shown = publicNavigationItems(items);
  return shown.find((item) => item.isLanding) ?? shown[0] ?? null;
}

/**
 * A custom link's address: an absolute http or https address with a real host, no credentials and
 * no spaces (the shared URL validator of rules/embeds.ts).
 */
export function isNavigationLinkUrl(value: string): boolean {
  return isValidUrl(value);
}

/**
 * Problems of a whole menu, as `path -> i18n key`: `items.{i}.{field}` for one item, `items` for
 * the list. Empty when the menu can be saved. Field lengths and formats beyond these are the
 * schema's job.
 */
export function validateNavigation(items: NavigationItemValues[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const fail = (path: string, key: string) => {
    errors[path] ??= `validation.${key}`;
  };
  if (items.length > NAVIGATION_MAX_ITEMS) fail('items', 'navigation_too_many_items');
  const seen = new Set<NavigationKind>();
  items.forEach((item, index) => {
    const at = `items.${index}`;
    if (item.kind !== 'link') {
      if (seen.has(item.kind)) fail(`${at}.kind`, 'navigation_duplicate_item');
      seen.add(item.kind);
      if (item.url.trim()) fail(`${at}.url`, 'invalid');
    } else {
      if (!item.labelEn.trim() && !item.labelDe.trim()) fail(`${at}.labelEn`, 'required');
      if (!item.url.trim()) fail(`${at}.url`, 'required');
      else if (!isNavigationLinkUrl(item.url)) fail(`${at}.url`, 'invalid_url');
    }
    for (const field of ['labelEn', 'labelDe'] as const) {
      if (item[field].trim().length > NAVIGATION_LABEL_MAX_LENGTH) fail(`${at}.${field}`, `max_${NAVIGATION_LABEL_MAX_LENGTH}`);
    }
    if (item.url.trim().length > NAVIGATION_URL_MAX_LENGTH) fail(`${at}.url`, `max_${NAVIGATION_URL_MAX_LENGTH}`);
    if (item.isLanding) {
      if (!item.visible) fail(`${at}.isLanding`, 'navigation_landing_hidden');
    }
  });
  if (items.filter((item) => item.isLanding).length > 1) fail('items', 'navigation_one_landing');
  for (const kind of BUILT_IN_NAVIGATION_KINDS) {
    if (!seen.has(kind)) fail('items', 'navigation_missing_item');
  }
  return errors;
}
