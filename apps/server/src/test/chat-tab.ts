import http from 'node:http';
import zlib from 'node:zlib';
import { lastSeqOf, mergeBySeq, SOCKET_CLOSE_SERVICE_RESTART, SOCKET_PING_INTERVAL_MS, SOCKET_RESTART_RECONNECT_MAX_MS, topicOf, type ChatMessage } from '@aula/shared';
import { WebSocket, type RawData } from 'ws';

/** How many pages a catch-up reads, as the venue's chat does. */
const CATCH_UP_PAGES = 4;

export type ChatTab = {
  /** The messages the tab shows, by id. */
  shown(): ChatMessage[];
  /** For each time the tab lost its socket: ms from that close to the tab having caught up on a new one. */
  readonly comebacks: number[];
  /** For each comeback, where the time of its last reconnect went: ms in each step, and the attempts its socket took. */
  readonly comebackSteps: ComebackSteps[];
  /** Whether the tab has a socket and has caught up since it last lost one. */
  back(): boolean;
  /** How many times the tab's socket was closed by the other side. */
  closes(): number;
  /** Why attempts at a socket failed and were tried again, one entry each. */
  readonly retried: string[];
  /** When each catch-up ended (`performance.now()`), the first one's after opening included. */
  readonly caughtUpAt: number[];
  /** Closes that were not a restart's 1012, and calls that failed for good. */
  readonly faults: string[];
  close(): void;
};

export type ComebackSteps = { pausedMs: number; socketMs: number; subscribedMs: number; catchUpMs: number; attempts: number };

type Answer = { status: number; data: { messages: ChatMessage[]; more: boolean } };

/**
 * Kept-alive connections shared by the tabs of this process, as each browser keeps its connection
 * to the site open: thousands of tabs in one process asking through `fetch` each opened a
 * connection of their own for nearly every call, and the client's connection pool, searched from
 * the start on every call, took more of the cores than the servers it measured.
 */
const keptAlive = new http.Agent({ keepAlive: true, maxFreeSockets: Number.POSITIVE_INFINITY });

/** A call with the tab's bearer token, answered as status and text (gzip accepted, as a browser does). */
function ask(base: string, method: 'GET' | 'POST', path: string, token: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', ...(method === 'POST' ? { 'content-length': '0' } : {}) };
    const req = http.request(`http://${base}${path}`, { method, headers, agent: keptAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString();
        resolve({ status: res.statusCode ?? 0, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function messagesAfter(base: string, token: string, channelId: number, after: number): Promise<Answer> {
  const query = after === 0 ? '' : `?after=${after}`;
  const { status, text } = await ask(base, 'GET', `/api/venue/chat/${channelId}/messages${query}`, token);
  return { status, data: status === 200 ? (JSON.parse(text) as { data: Answer['data'] }).data : { messages: [], more: false } };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A call refused while instances restart is tried again every 100 ms, for about 10 s. */
const RETRIES = 100;

/**
 * An attendee's tab following a chat channel as the venue does (docs/rules/communications.md#live-updates):
 * pushes merged by change number, a catch-up after the last number it caught up to on every
 * `subscribed`, and after a close with 1012 a new socket within SOCKET_RESTART_RECONNECT_MAX_MS.
 * A call refused while an instance stops is tried again after 100 ms (the browser waits 3.5 s
 * after a failed ticket, so the retries the bench reports cost a person more). `base` is nginx's
 * `host:port`.
 */
export async function openChatTab(base: string, token: string, channelId: number): Promise<ChatTab> {
  const topic = topicOf('chat', channelId);
  let items: ChatMessage[] = [];
  let seen = 0;
  let closing = false;
  let current: WebSocket | null = null;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  /** Since when the tab has been without a caught-up socket; null while it has one. */
  let awaySince: number | null = null;
  let closes = 0;
  const comebacks: number[] = [];
  const comebackSteps: ComebackSteps[] = [];
  const caughtUpAt: number[] = [];
  const retried: string[] = [];
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
        caughtUpAt.push(performance.now());
        return;
      }
      if (attempt === RETRIES) {
        faults.push(`catch-up failed ${RETRIES} times`);
        return;
      }
      await pause(100);
    }
  }

  function receive(message: Message, steps: Omit<ComebackSteps, 'subscribedMs' | 'catchUpMs'>, openedAt: number): void {
    if (message.action === 'pong') {
      pingTimer = setTimeout(() => current?.send(JSON.stringify({ action: 'ping' })), SOCKET_PING_INTERVAL_MS);
    } else if (message.action === 'subscribed' && message.topic === topic) {
      const subscribedAt = performance.now();
      void catchUp().then(() => {
        if (awaySince === null) return;
        const doneAt = performance.now();
        comebacks.push(doneAt - awaySince);
        comebackSteps.push({ ...steps, subscribedMs: subscribedAt - openedAt, catchUpMs: doneAt - subscribedAt });
        awaySince = null;
      });
    } else if (message.action === 'topic' && message.topic === topic && message.event === 'message') {
      items = mergeBySeq(items, [message.data as ChatMessage]);
    }
  }

  async function connect(closedAt: number): Promise<void> {
    const startedAt = performance.now();
    let socket: WebSocket | null = null;
    let attempts = 0;
    // Filled in once the socket is open; messages before that are only the authentication.
    let onMessage: (message: Message) => void = () => {};
    while (socket === null) {
      attempts += 1;
      try {
        const { status, text } = await ask(base, 'POST', '/api/venue/socketTicket', token);
        if (status !== 200) throw new Error(`ticket ${status}`);
        const { ticket } = (JSON.parse(text) as { data: { ticket: string } }).data;
        socket = await authenticatedSocket(base, ticket, (message) => onMessage(message));
      } catch (error) {
        if (attempts > RETRIES) {
          faults.push(`no socket after ${RETRIES} attempts: ${(error as Error).message}`);
          return;
        }
        retried.push((error as Error).message);
        await pause(100);
      }
    }
    current = socket;
    const openedAt = performance.now();
    const steps = { pausedMs: startedAt - closedAt, socketMs: openedAt - startedAt, attempts };
    onMessage = (message) => receive(message, steps, openedAt);
    socket.once('close', (code) => {
      clearTimeout(pingTimer);
      if (closing) return;
      if (code !== SOCKET_CLOSE_SERVICE_RESTART) faults.push(`closed with ${code}`);
      closes += 1;
      const at = performance.now();
      awaySince ??= at;
      setTimeout(() => void connect(at), Math.floor(Math.random() * SOCKET_RESTART_RECONNECT_MAX_MS));
    });
    socket.send(JSON.stringify({ action: 'subscribe', topic }));
    // As the browser does: a ping now and 25 s after each pong, or the server drops a silent socket.
    socket.send(JSON.stringify({ action: 'ping' }));
  }

  await connect(performance.now());
  return {
    shown: () => [...items].sort((a, b) => a.id - b.id),
    comebacks,
    comebackSteps,
    back: () => awaySince === null,
    closes: () => closes,
    retried,
    caughtUpAt,
    faults,
    close: () => {
      closing = true;
      clearTimeout(pingTimer);
      current?.close(1000);
    },
  };
}

type Message = Record<string, unknown>;

/**
 * The tab's venue socket, authenticated with `ticket`: resolves once the server said so, and hands
 * every message from then on to `onMessage` (parsed once; a tab keeps no log of them).
 */
function authenticatedSocket(base: string, ticket: string, onMessage: (message: Message) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}/api/venue/ws`);
    let authenticated = false;
    // An error is followed by a close, which says what happened.
    socket.on('error', () => {});
    socket.once('open', () => socket.send(JSON.stringify({ action: 'auth', ticket })));
    socket.on('message', (raw: RawData) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (authenticated) return onMessage(message);
      if (message.action !== 'authenticated') return;
      authenticated = true;
      resolve(socket);
    });
    socket.once('close', (code) => {
      if (!authenticated) reject(new Error(`socket closed with ${code} instead of authenticating`));
    });
  });
}
