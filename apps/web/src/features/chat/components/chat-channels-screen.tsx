/** Placeholder laid with the issue-10 contract; the chat part replaces it. */
export function ChatChannelsScreen() {
  return null;
}
