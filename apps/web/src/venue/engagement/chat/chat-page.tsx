/** Placeholder laid with the issue-10 contract; the chat part replaces it. */
export function ChatPage() {
  return null;
}
