/**
 * What every route declares: its name (docs/rules/screens.md#titles-and-route-names), the i18n key of its title, and whether it is in the
 * prev/next flow. A page for one record names its id parameter; when that is 0 the record is new
 * and the page is titled with `addTitleKey` (docs/rules/screens.md#signed-in-pages: the title says add, otherwise edit).
 */
export type RouteHandle = {
  name?: string;
  titleKey?: string;
  addTitleKey?: string;
  idParam?: string;
  navigation?: boolean;
};

type TitledMatch = { handle: unknown; params: Record<string, string | undefined> };

/** The title key of the deepest route that names one, or undefined. */
export function routeTitleKey(matches: readonly TitledMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.titleKey) continue;
    const isNew = handle.idParam !== undefined && handle.addTitleKey !== undefined && match.params[handle.idParam] === '0';
    return isNew ? handle.addTitleKey : handle.titleKey;
  }
  return undefined;
}
