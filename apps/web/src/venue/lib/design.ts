import { DEFAULT_EVENT_DESIGN, fontStack, textColorOn, type VenueDesign } from '@aula/shared';

type DesignColours = Pick<VenueDesign, 'primaryColor' | 'backgroundColor' | 'accentColor' | 'textColor' | 'onPrimaryColor' | 'onAccentColor' | 'fontStack'> &
  Partial<Pick<VenueDesign, 'customCssUrl'>>;

/** The default design, as the public page shows it, for pages that belong to no event (not found). */
export const DEFAULT_DESIGN: DesignColours = {
  primaryColor: DEFAULT_EVENT_DESIGN.primaryColor,
  backgroundColor: DEFAULT_EVENT_DESIGN.backgroundColor,
  accentColor: DEFAULT_EVENT_DESIGN.accentColor,
  textColor: textColorOn(DEFAULT_EVENT_DESIGN.backgroundColor),
  onPrimaryColor: textColorOn(DEFAULT_EVENT_DESIGN.primaryColor),
  onAccentColor: textColorOn(DEFAULT_EVENT_DESIGN.accentColor),
  fontStack: fontStack(DEFAULT_EVENT_DESIGN.font),
};

/**
 * Paints the venue in the event's design: its colours and font become the custom properties the
 * stylesheet reads, as on the public page. The text colours are the design's own (`textColor`,
 * `onPrimaryColor`, `onAccentColor`, chosen by the server for contrast, docs/rules/design.md#colours-and-text-colour), never worked
 * out here.
 */
export function applyDesign(design: DesignColours, root: HTMLElement = document.documentElement): void {
  const properties: Record<string, string> = {
    '--bg': design.backgroundColor,
    '--fg': design.textColor,
    '--primary': design.primaryColor,
    '--on-primary': design.onPrimaryColor,
    '--accent': design.accentColor,
    '--on-accent': design.onAccentColor,
    '--font': design.fontStack,
  };
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  applyCustomCss(design.customCssUrl ?? null);
}

/**
 * The event's own stylesheet (docs/rules/design.md#custom-css) as a link the server answers with
 * its sanitised CSS: no script of the venue grows with it, and its layer sits between the venue's
 * own rules and their safety rules.
 */
function applyCustomCss(url: string | null): void {
  // Inside the console's preview the draft stands in for the saved stylesheet.
  if (document.body.dataset.customCssPreview) return;
  const current = document.head.querySelector<HTMLLinkElement>('link[data-custom-css]');
  if (current?.getAttribute('href') === url) return;
  current?.remove();
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.dataset.customCss = '';
  document.head.append(link);
}
