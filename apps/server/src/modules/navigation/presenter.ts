import {
  DEFAULT_NAVIGATION_ICONS,
  NAVIGATION_ICONS,
  NAVIGATION_KINDS,
  defaultNavigationItems,
  withAllBuiltInItems,
  type EventNavigation,
  type NavigationIcon,
  type NavigationItem,
  type NavigationKind,
} from '@aula/shared';
import type { NavigationRow } from './repository';

const isKind = (kind: string): kind is NavigationKind => (NAVIGATION_KINDS as readonly string[]).includes(kind);
const isIcon = (icon: string): icon is NavigationIcon => (NAVIGATION_ICONS as readonly string[]).includes(icon);

/**
 * The menu as the editor sees it: the saved items in order, completed with built-in kinds a
 * newer version added; the defaults while nothing is saved. Rows of unknown kinds are left out.
 */
export function presentNavigation(eventId: number, rows: NavigationRow[]): EventNavigation {
  if (rows.length === 0) {
    return { eventId, items: defaultNavigationItems().map((item) => ({ ...item, id: null })), saved: false };
  }
  const saved: NavigationItem[] = rows.flatMap((row) => {
    if (!isKind(row.kind)) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        labelEn: row.labelEn,
        labelDe: row.labelDe,
        icon: isIcon(row.icon) ? row.icon : DEFAULT_NAVIGATION_ICONS[row.kind],
        url: row.url,
        visible: row.visible,
        isLanding: row.isLanding,
      },
    ];
  });
  const items = withAllBuiltInItems(saved).map((item) => ({ ...item, id: 'id' in item ? item.id : null }));
  return { eventId, items, saved: true };
}
