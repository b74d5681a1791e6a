/**
 * The placeholders a mail template may hold (docs/rules/communications.md#e-mail-templates), written `{{firstName}}`. Each is filled
 * per recipient when the mail is made: names and e-mail from the account, the event's name, start
 * and end in the recipient's language and the event's zone, the venue's address and a personal
 * sign-in link.
 */
export const MAIL_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'eventName',
  'eventStart',
  'eventEnd',
  'eventLocation',
  'venueLink',
  'signInLink',
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];
export type MailPlaceholderValues = Record<MailPlaceholder, string>;

const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(MAIL_PLACEHOLDERS);

export const isMailPlaceholder = (name: string): name is MailPlaceholder => KNOWN.has(name);

/** The placeholder names a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!))];
}

/** The names a text uses that are not placeholders; a template holding any is refused. */
export const unknownPlaceholders = (text: string): string[] => placeholdersIn(text).filter((name) => !isMailPlaceholder(name));

/** How a placeholder is written into a template. */
export const placeholderToken = (name: MailPlaceholder): string => `{{${name}}}`;

/**
 * Replaces every known placeholder with its value passed through `encode` (HTML escaping for a
 * mail's HTML, nothing for its text and subject); an unknown one stays as written.
 */
export function fillPlaceholders(text: string, values: MailPlaceholderValues, encode: (value: string) => string = (value) => value): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isMailPlaceholder(name) ? encode(values[name]) : whole));
}
