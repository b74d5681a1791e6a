/** Longest file name kept; the name is only shown, never used to store or serve. */
export const FILE_NAME_MAX = 200;

// C0 and C1 controls, path separators, and the bidirectional marks and overrides that can make
// "gpj.exe" read as "exe.jpg" (Unicode TR 9): a name is shown to other users, so none of them stay.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The uploaded file's name as it may be shown: safe characters only, bounded, never empty. */
export function cleanFileName(name: string, extension: string): string {
  const cleaned = Array.from(name.normalize('NFC').replace(UNSAFE, '').trim()).slice(0, FILE_NAME_MAX).join('').trim();
  return cleaned || `image.${extension}`;
}
