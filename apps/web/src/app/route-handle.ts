/** What every route declares: its SPEC §2 name, the i18n key of its title, and whether it is in the prev/next flow. */
export type RouteHandle = {
  name?: string;
  titleKey?: string;
  navigation?: boolean;
};
