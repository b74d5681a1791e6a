// The limit the engagement bench measures Aula's fan-out against: a plain `ws` server with no app
// code, in a child process of its own on a loopback port. Each socket that connects gets every
// broadcast; asked over IPC, it serialises the message once and writes it to every open socket,
// as Aula's hub does.
import { WebSocketServer, type WebSocket } from 'ws';

export type BareWsRequest = { type: 'broadcast'; message: Record<string, unknown> } | { type: 'memory' };
export type BareWsAnswer = { type: 'listening'; url: string } | { type: 'sent' } | { type: 'memory'; usage: NodeJS.MemoryUsage };

const sockets = new Set<WebSocket>();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, backlog: 4096 });
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.on('listening', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a port');
  process.send!({ type: 'listening', url: `ws://127.0.0.1:${address.port}` } satisfies BareWsAnswer);
});

process.on('message', (request: BareWsRequest) => {
  if (request.type === 'broadcast') {
    const text = JSON.stringify(request.message);
    for (const socket of sockets) socket.send(text);
    process.send!({ type: 'sent' } satisfies BareWsAnswer);
  } else {
    globalThis.gc?.();
    process.send!({ type: 'memory', usage: process.memoryUsage() } satisfies BareWsAnswer);
  }
});
process.on('disconnect', () => server.close(() => process.exit(0)));
