/** Placeholder laid with the issue-10 contract; the chat part replaces it. */
export function ChatChannelScreen() {
  return null;
}
