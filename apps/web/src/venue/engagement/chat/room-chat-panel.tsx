/** Placeholder laid with the issue-10 contract; the chat part replaces it. */
export function RoomChatPanel(props: { roomId: number }) {
  void props;
  return null;
}
