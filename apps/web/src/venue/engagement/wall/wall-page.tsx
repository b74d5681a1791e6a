/** Placeholder laid with the issue-10 contract; the wall part replaces it. */
export function WallPage() {
  return null;
}
