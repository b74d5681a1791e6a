import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../http/rich-text';

/** An image stored by the app itself (GET /api/files/{storageKey}); the key rule of the storage adapter. */
const OWN_FILE = /^\/api\/files\/[A-Za-z0-9_-]{8,128}(\.[a-z0-9]{1,8})?$/;

/**
 * A room description as it may be stored: the app's rich-text allow-list (formatting, lists,
 * headings, links with safe protocols; no scripts, styles or event handlers), and images only
 * from the app's own files, so a description never makes a visitor's browser call another host.
 */
export function sanitizeRoomDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (!/<img\b/i.test(clean)) return clean;
  return sanitizeHtml(clean, {
    allowedTags: false,
    allowedAttributes: false,
    // The input is the allow-listed output above, which holds no script or style to let through.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
  }).trim();
}
