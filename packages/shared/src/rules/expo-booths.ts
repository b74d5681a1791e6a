/**
 * What an expo room's booth may hold (docs/rules/rooms-and-agenda.md#expo-booths): a square logo, a
 * plain-text description, a few links and a few files from the media library. Pure, so the
 * console's form and the server apply the same limits; the server checks again on every save.
 */
import { isValidUrl } from './embeds';

/** Most links a booth shows; more would push its files and chat off the first screen. */
export const BOOTH_MAX_LINKS = 5;
/** Most downloadable files a booth offers. */
export const BOOTH_MAX_FILES = 10;
/** Longest description, in characters; plain text, line breaks kept. */
export const BOOTH_DESCRIPTION_MAX_LENGTH = 2000;
/** Longest label of a link. */
export const BOOTH_LINK_LABEL_MAX_LENGTH = 80;

/** Only these kinds of library file may be offered for download at a booth. */
export const BOOTH_FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export type BoothLink = { label: string; url: string };

export type BoothValidationKey =
  | 'validation.required'
  | 'validation.booth_https_url'
  | 'validation.booth_link_label_too_long'
  | 'validation.booth_too_many_links'
  | 'validation.booth_too_many_files'
  | 'validation.booth_duplicate_file'
  | 'validation.booth_description_too_long'
  | 'validation.booth_file_type_not_offered';

/** A link's own errors, by field; empty when the link is valid. */
export function boothLinkErrors(link: BoothLink): Partial<Record<keyof BoothLink, BoothValidationKey>> {
  const errors: Partial<Record<keyof BoothLink, BoothValidationKey>> = {};
  const label = link.label.trim();
  if (label.length === 0) errors.label = 'validation.required';
  else if (label.length > BOOTH_LINK_LABEL_MAX_LENGTH) errors.label = 'validation.booth_link_label_too_long';
  if (link.url.trim().length === 0) errors.url = 'validation.required';
  else if (!isValidUrl(link.url, { httpsOnly: true })) errors.url = 'validation.booth_https_url';
  return errors;
}

export function boothLinksError(links: readonly BoothLink[]): BoothValidationKey | null {
  return links.length > BOOTH_MAX_LINKS ? 'validation.booth_too_many_links' : null;
}

/** The list of offered files: bounded, and each file at most once. */
export function boothFilesError(fileIds: readonly number[]): BoothValidationKey | null {
  if (fileIds.length > BOOTH_MAX_FILES) return 'validation.booth_too_many_files';
  return new Set(fileIds).size === fileIds.length ? null : 'validation.booth_duplicate_file';
}

export function boothDescriptionError(description: string): BoothValidationKey | null {
  return description.length > BOOTH_DESCRIPTION_MAX_LENGTH ? 'validation.booth_description_too_long' : null;
}

export function boothFileTypeError(contentType: string): BoothValidationKey | null {
  return (BOOTH_FILE_CONTENT_TYPES as readonly string[]).includes(contentType) ? null : 'validation.booth_file_type_not_offered';
}

/** Line endings are unified so the stored text counts the same as the form showed it. */
export function normaliseBoothDescription(description: string): string {
  return description.replace(/\r\n?/g, '\n').trim();
}
