import { DEFAULT_NAVIGATION_ICONS, type NavigationItem, type NavigationItemValues, type SaveNavigationBody } from '@aula/shared';

/** A menu item in the form; `key` identifies it while it is dragged and is never sent. */
export type NavigationFormItem = NavigationItemValues & { key: string };
export type NavigationFormValues = { items: NavigationFormItem[] };

let counter = 0;
const newKey = () => `item-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function valuesFromNavigation(items: NavigationItem[]): NavigationFormValues {
  return { items: items.map(({ id: _id, ...item }) => ({ ...item, key: newKey() })) };
}

export function newLinkItem(): NavigationFormItem {
  return { key: newKey(), kind: 'link', labelEn: '', labelDe: '', icon: DEFAULT_NAVIGATION_ICONS.link, url: '', visible: true, isLanding: false };
}

export function navigationBody(values: NavigationFormValues): SaveNavigationBody {
  return { items: values.items.map(({ key: _key, ...item }) => item) };
}

/** Whether an item can be the landing page right now. */
export const canBeLanding = (item: Pick<NavigationItemValues, 'visible'>) => item.visible;

/**
 * Sets an item's visibility; hiding the landing page hands that role to the first item that can
 * take it, so the menu always keeps a visible landing page.
 */
export function withVisibility(items: NavigationFormItem[], index: number, visible: boolean): NavigationFormItem[] {
  const next = items.map((item, i) => (i === index ? { ...item, visible } : item));
  if (visible || !items[index]?.isLanding) return next;
  const heir = next.findIndex((item, i) => i !== index && canBeLanding(item));
  return next.map((item, i) => ({ ...item, isLanding: i === heir }));
}

/** Makes the item with `key` the one landing page. */
export const withLanding = (items: NavigationFormItem[], key: string): NavigationFormItem[] =>
  items.map((item) => ({ ...item, isLanding: item.key === key }));
