/** Placeholder laid with the issue-10 contract; the polls part replaces it. */
export function RoomPollsPanel(props: { roomId: number }) {
  void props;
  return null;
}
