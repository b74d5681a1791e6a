import { DEFAULT_EVENT_DESIGN, fontStack, textColorOn } from '@aula/shared';

/** The default design's colours, for pages that belong to no event (not found, closed). */
export const DEFAULT_EVENT_STYLE = {
  primaryColor: DEFAULT_EVENT_DESIGN.primaryColor,
  backgroundColor: DEFAULT_EVENT_DESIGN.backgroundColor,
  accentColor: DEFAULT_EVENT_DESIGN.accentColor,
  textColor: textColorOn(DEFAULT_EVENT_DESIGN.backgroundColor),
  onPrimaryColor: textColorOn(DEFAULT_EVENT_DESIGN.primaryColor),
  onAccentColor: textColorOn(DEFAULT_EVENT_DESIGN.accentColor),
  fontStack: fontStack(DEFAULT_EVENT_DESIGN.font),
};
