/** Placeholder laid with the issue-10 contract; the polls part replaces it. */
export function LivePollsScreen() {
  return null;
}
