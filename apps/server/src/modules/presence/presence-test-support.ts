import type { OnlineAccounts } from '@aula/shared';
import type { Message, TestSocket } from '../../test/sockets';

/** GET /api/accountsOnline/{eventId} as an organiser. */
export async function accountsOnline(base: string, token: string, eventId: number): Promise<{ status: number; data: OnlineAccounts }> {
  const res = await fetch(`http://${base}/api/accountsOnline/${eventId}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: OnlineAccounts };
  return { status: res.status, data: body.data };
}

/** The next `presence` push for the event that satisfies `holds`. */
export const presencePush = (socket: TestSocket, eventId: number, holds: (message: Message) => boolean = () => true) =>
  socket.next((m) => m.action === 'presence' && m.eventId === eventId && holds(m));
