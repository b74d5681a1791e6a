import { useEffect } from 'react';
import { userCalls, type ServerSocketMessage } from '@aula/shared';
import { showErrorToast } from '@/components/ui/toasts';
import { getFinishedAccountImports } from '@/features/account-import/api/get-finished-account-imports';
import { followPromptMessage } from '@/features/billing/lib/subscription-prompt-store';
import { callApi } from '@/lib/api-call';
import { getConnectionId, setConnectionId } from '@/lib/connection-id';
import { i18n } from '@/lib/i18n';
import { LiveSocket, consoleTopics, liveSocketUrl, publishSocketMessage, socketFailureText } from '@/lib/socket';
import { MissedPushes } from './missed-pushes';

const fetchTicket = async () =>
  (await callApi(userCalls.socketTicket, { spinner: false, catcher: true })).ticket;

function deliver(message: ServerSocketMessage): void {
  const failure = socketFailureText(message, i18n.t('errors:socketUnknown'));
  if (failure) showErrorToast(failure);
  // SPEC §7: another tab of the company opened or closed the subscription prompt.
  if (message.action === 'showStripe' || message.action === 'hideStripe') followPromptMessage(message.action);
  publishSocketMessage(message);
}

/** The live socket, connected while the signed-in shell is mounted (that is, while signed in). */
export function useLiveSocket(): void {
  useEffect(() => {
    const missed = new MissedPushes(getFinishedAccountImports, deliver);
    const socket = new LiveSocket({
      url: liveSocketUrl(),
      fetchTicket,
      onMessage: (message) => missed.receive(message),
      connectionId: { get: getConnectionId, set: setConnectionId },
      topics: consoleTopics,
    });
    socket.start();
    return () => socket.stop();
  }, []);
}
