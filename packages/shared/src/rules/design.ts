import { CONTRAST_LUMINANCE_THRESHOLD } from '../constants';

/**
 * Fonts the public page may use. Only system font stacks: the public page never downloads a font.
 * `id` is what the design stores; `stack` is the CSS `font-family` value.
 */
export const EVENT_FONTS = [
  { id: 'system', name: 'System', stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  { id: 'arial', name: 'Arial', stack: "Arial, 'Helvetica Neue', Helvetica, sans-serif" },
  { id: 'verdana', name: 'Verdana', stack: 'Verdana, Geneva, Tahoma, sans-serif' },
  { id: 'tahoma', name: 'Tahoma', stack: "Tahoma, Verdana, 'Segoe UI', sans-serif" },
  { id: 'trebuchet', name: 'Trebuchet MS', stack: "'Trebuchet MS', 'Lucida Grande', 'Lucida Sans Unicode', sans-serif" },
  { id: 'georgia', name: 'Georgia', stack: "Georgia, 'Times New Roman', Times, serif" },
  { id: 'times', name: 'Times New Roman', stack: "'Times New Roman', Times, serif" },
  { id: 'palatino', name: 'Palatino', stack: "'Palatino Linotype', Palatino, 'Book Antiqua', serif" },
  { id: 'courier', name: 'Courier New', stack: "'Courier New', Courier, monospace" },
] as const;

export type EventFontId = (typeof EVENT_FONTS)[number]['id'];
export const EVENT_FONT_IDS = EVENT_FONTS.map((font) => font.id) as [EventFontId, ...EventFontId[]];

/** Whether `id` is one of the offered fonts. */
export function isEventFont(id: string): id is EventFontId {
  return EVENT_FONTS.some((font) => font.id === id);
}

/** The CSS font stack of a stored font id; an unknown id falls back to the system stack. */
export function fontStack(id: string): string {
  return (EVENT_FONTS.find((font) => font.id === id) ?? EVENT_FONTS[0]).stack;
}

/** The colours and font of an event's public page before the organiser saves a design. */
export const DEFAULT_EVENT_DESIGN = {
  // Dark enough for white menu text at WCAG AA (5.9:1).
  primaryColor: '#1864ab',
  backgroundColor: '#f8f9fa',
  accentColor: '#ffd43b',
  font: 'system' as EventFontId,
} as const;

/** Colours as the design stores them: `#rrggbb`, lower case. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** Whether `value` is a `#rrggbb` colour (either case). */
export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value.toLowerCase());
}

/** `#RGB` or `#RRGGBB` in any case -> `#rrggbb`, or null when it is no such colour. */
export function normalizeHexColor(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`;
  return HEX_COLOR_PATTERN.test(text) ? text : null;
}

/** 0.299R + 0.587G + 0.114B of a `#rrggbb` colour (0..255). */
export function weightedLuminance(hex: string): number {
  const normal = normalizeHexColor(hex);
  if (!normal) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const r = Number.parseInt(normal.slice(1, 3), 16);
  const g = Number.parseInt(normal.slice(3, 5), 16);
  const b = Number.parseInt(normal.slice(5, 7), 16);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The text colour to write on `backgroundHex` (docs/rules/design.md#colours-and-text-colour): black when the weighted luminance is
 * above 165, otherwise white. An invalid colour is treated as dark (white text).
 */
export function textColorOn(backgroundHex: string): '#000000' | '#ffffff' {
  if (!normalizeHexColor(backgroundHex)) return '#ffffff';
  // In thousandths, so that the comparison at exactly 165 is not at the mercy of floating point.
  const normal = normalizeHexColor(backgroundHex) as string;
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(normal.slice(at, at + 2), 16)) as [number, number, number];
  return 299 * r + 587 * g + 114 * b > CONTRAST_LUMINANCE_THRESHOLD * 1000 ? '#000000' : '#ffffff';
}
