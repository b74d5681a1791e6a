import type { ImportAccountsMessage, ServerSocketMessage } from '@aula/shared';

/**
 * The server pushes a finished account import once, to the sockets open at that moment. A socket
 * that was away (a network change, a server restart) would miss it and its user would never hear
 * of the result, so after every reconnect the pushes since the previous authentication are asked
 * for and delivered as if they had arrived. An import's push arrives once whichever way it comes.
 */
export class MissedPushes {
  private lastAuthenticatedAt: string | null = null;
  private readonly deliveredImports = new Set<string>();

  constructor(
    private readonly fetchFinishedImports: (since: string) => Promise<ImportAccountsMessage[]>,
    private readonly deliver: (message: ServerSocketMessage) => void,
  ) {}

  /** Takes every message of the socket; hands on those to deliver, after any it has caught up. */
  receive(message: ServerSocketMessage): void {
    if (message.action === 'authenticated' && message.at) {
      const since = this.lastAuthenticatedAt;
      this.lastAuthenticatedAt = message.at;
      if (since) void this.catchUp(since);
    }
    this.deliverOnce(message);
  }

  private async catchUp(since: string): Promise<void> {
    let missed: ImportAccountsMessage[];
    try {
      missed = await this.fetchFinishedImports(since);
    } catch {
      // Without an answer the screens still show each import's state when opened; nothing to add.
      return;
    }
    for (const message of missed) this.deliverOnce(message);
  }

  private deliverOnce(message: ServerSocketMessage): void {
    if (message.action === 'importAccounts' && message.importId) {
      if (this.deliveredImports.has(message.importId)) return;
      this.deliveredImports.add(message.importId);
    }
    this.deliver(message);
  }
}
