/** The live socket's connection id, kept per tab (docs/rules/calls.md#conventions) and sent as X-Connection-Id. */
const CONNECTION_ID_KEY = 'aula.connection-id';

export function getConnectionId(): string | null {
  return sessionStorage.getItem(CONNECTION_ID_KEY);
}

export function setConnectionId(id: string): void {
  sessionStorage.setItem(CONNECTION_ID_KEY, id);
}

export function clearConnectionId(): void {
  sessionStorage.removeItem(CONNECTION_ID_KEY);
}
