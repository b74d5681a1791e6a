import { lastSeqOf, mergeBySeq, SOCKET_CLOSE_SERVICE_RESTART, SOCKET_RESTART_RECONNECT_MAX_MS, topicOf, type ChatMessage } from '@aula/shared';
import { authenticated, openSocket, type Message, type TestSocket } from './sockets';

/** How many pages a catch-up reads, as the venue's chat does. */
const CATCH_UP_PAGES = 4;

export type ChatTab = {
  /** The messages the tab shows, by id. */
  shown(): ChatMessage[];
  /** For each reconnect: ms from the socket's close to the tab having caught up. */
  readonly comebacks: number[];
  /** Closes that were not a restart's 1012, and calls that failed for good. */
  readonly faults: string[];
  close(): void;
};

type Answer = { status: number; data: { messages: ChatMessage[]; more: boolean } };

async function messagesAfter(base: string, token: string, channelId: number, after: number): Promise<Answer> {
  const query = after === 0 ? '' : `?after=${after}`;
  const res = await fetch(`http://${base}/api/venue/chat/${channelId}/messages${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, data: ((await res.json()) as { data: Answer['data'] }).data };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A call refused while instances restart is tried again every 100 ms, for about 10 s. */
const RETRIES = 100;

/**
 * An attendee's tab following a chat channel as the venue does (docs/rules/communications.md#live-updates):
 * pushes merged by change number, a catch-up after the last number it caught up to on every
 * `subscribed`, and after a close with 1012 a new socket within SOCKET_RESTART_RECONNECT_MAX_MS.
 * A call refused while an instance stops (a ticket sent to it) is tried again, as the browser's
 * reconnect does. `base` is nginx's `host:port`.
 */
export async function openChatTab(base: string, token: string, channelId: number): Promise<ChatTab> {
  const topic = topicOf('chat', channelId);
  let items: ChatMessage[] = [];
  let seen = 0;
  let closing = false;
  let current: TestSocket | null = null;
  const comebacks: number[] = [];
  const faults: string[] = [];

  async function catchUp(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const changed: ChatMessage[] = [];
      let after = seen;
      let failed = false;
      for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
        const answer = await messagesAfter(base, token, channelId, after).catch(() => null);
        if (answer?.status !== 200) {
          failed = true;
          break;
        }
        changed.push(...answer.data.messages);
        if (!answer.data.more) break;
        after = lastSeqOf(answer.data.messages, after);
      }
      if (!failed) {
        seen = lastSeqOf(changed, seen);
        items = mergeBySeq(items, changed);
        return;
      }
      if (attempt === RETRIES) {
        faults.push(`catch-up failed ${RETRIES} times`);
        return;
      }
      await pause(100);
    }
  }

  async function connect(closedAt: number | null): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const res = await fetch(`http://${base}/api/venue/socketTicket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`ticket ${res.status}: ${text.slice(0, 120)}`);
        const { ticket } = (JSON.parse(text) as { data: { ticket: string } }).data;
        current = await authenticated(await openSocket(base, '/api/venue/ws', ticket));
        break;
      } catch (error) {
        if (attempt === RETRIES) {
          faults.push(`no socket after ${RETRIES} attempts: ${(error as Error).message}`);
          return;
        }
        await pause(100);
      }
    }
    const socket = current;
    let caughtUpOnce = closedAt === null;
    socket.socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.action === 'subscribed' && message.topic === topic) {
        void catchUp().then(() => {
          if (!caughtUpOnce && closedAt !== null) comebacks.push(performance.now() - closedAt);
          caughtUpOnce = true;
        });
      } else if (message.action === 'topic' && message.topic === topic && message.event === 'message') {
        items = mergeBySeq(items, [message.data as ChatMessage]);
      }
    });
    socket.socket.once('close', (code) => {
      if (closing) return;
      if (code !== SOCKET_CLOSE_SERVICE_RESTART) faults.push(`closed with ${code}`);
      const at = performance.now();
      setTimeout(() => void connect(at), Math.floor(Math.random() * SOCKET_RESTART_RECONNECT_MAX_MS));
    });
    socket.send({ action: 'subscribe', topic });
  }

  await connect(null);
  return {
    shown: () => [...items].sort((a, b) => a.id - b.id),
    comebacks,
    faults,
    close: () => {
      closing = true;
      current?.close();
    },
  };
}
