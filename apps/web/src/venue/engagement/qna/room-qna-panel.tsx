/** Placeholder laid with the issue-10 contract; the qna part replaces it. */
export function RoomQnaPanel(props: { roomId: number }) {
  void props;
  return null;
}
