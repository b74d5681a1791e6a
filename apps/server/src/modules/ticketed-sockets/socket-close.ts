import type { WebSocket } from 'ws';
import {
  SOCKET_CLOSE_SERVICE_RESTART,
  SOCKET_CLOSE_TOO_MANY_MESSAGES,
  SOCKET_CLOSE_TOO_MANY_SOCKETS,
  SOCKET_CLOSE_UNAUTHORIZED,
} from '@aula/shared';

/** Why the server closes a socket, and the code and reason the browser reads (docs/rules/calls.md#live-socket). */
const closes = {
  unauthorized: { code: SOCKET_CLOSE_UNAUTHORIZED, reason: 'unauthorized' },
  tooManySockets: { code: SOCKET_CLOSE_TOO_MANY_SOCKETS, reason: 'too many sockets' },
  tooManyMessages: { code: SOCKET_CLOSE_TOO_MANY_MESSAGES, reason: 'too many messages' },
  shuttingDown: { code: SOCKET_CLOSE_SERVICE_RESTART, reason: 'server restarting' },
} as const;

export type SocketCloseCause = keyof typeof closes;

/** Closes a ticketed socket (the console's or the venue's) with the code that tells the browser what to do next. */
export function closeSocket(socket: Pick<WebSocket, 'close'>, cause: SocketCloseCause): void {
  const { code, reason } = closes[cause];
  socket.close(code, reason);
}
