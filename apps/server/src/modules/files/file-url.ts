/** The public address of a stored file (GET /api/files/{storageKey}); the key is random. */
export function fileUrl(storageKey: string): string {
  return `/api/files/${storageKey}`;
}
