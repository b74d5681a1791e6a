/** The venue's address of an event, `/e/{code}/venue`, and of its pages under it. */
export function venuePath(code: string, page = ''): string {
  const base = `/e/${encodeURIComponent(code)}/venue`;
  return page ? `${base}/${page}` : base;
}

/** The addresses of the venue's pages. */
export const paths = {
  home: (code: string) => venuePath(code),
  signIn: (code: string) => venuePath(code, 'sign-in'),
  forgotPassword: (code: string) => venuePath(code, 'forgot-password'),
  rooms: (code: string) => venuePath(code, 'rooms'),
  room: (code: string, roomId: number) => venuePath(code, `rooms/${roomId}`),
  agenda: (code: string) => venuePath(code, 'agenda'),
  profile: (code: string) => venuePath(code, 'profile'),
  wall: (code: string) => venuePath(code, 'wall'),
  chat: (code: string) => venuePath(code, 'chat'),
  chatChannel: (code: string, channelId: number) => venuePath(code, `chat/${channelId}`),
  polls: (code: string) => venuePath(code, 'polls'),
  people: (code: string) => venuePath(code, 'people'),
  person: (code: string, accountId: number) => venuePath(code, `people/${accountId}`),
  invitation: (code: string, token: string) => venuePath(code, `invitation/${encodeURIComponent(token)}`),
};

/** Whether `target` is a page of this event's venue: only those are followed after signing in. */
export function isOwnVenuePath(code: string, target: unknown): target is string {
  if (typeof target !== 'string') return false;
  const base = venuePath(code);
  return target === base || target.startsWith(`${base}/`) || target.startsWith(`${base}?`);
}
