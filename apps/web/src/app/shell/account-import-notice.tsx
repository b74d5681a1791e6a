import { useEffect, useRef } from 'react';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { ServerSocketMessage } from '@aula/shared';
import { setFailureDialogs } from '@/components/app-frame/failure-dialogs-store';
import { i18n } from '@/lib/i18n';
import { subscribeSocketMessages } from '@/lib/socket';
import { EVENT_SECTIONS } from '../event/event-sections';

const accountsSection = EVENT_SECTIONS.find((section) => section.routeName === 'EventAccountsList')!;

/** The accounts list of an event: the section's own path leads to its first page. */
export const accountsListHref = (eventId: number) => `/event/${eventId}/${accountsSection.path}`;

/**
 * Whether the page at `pathname` shows an event's import outcome itself: its accounts list
 * (under the section's path or its first page) and the import page, which shows the result.
 */
export function showsImportOutcome(pathname: string, eventId: number): boolean {
  const list = accountsListHref(eventId);
  const here = pathname.replace(/\/+$/, '');
  return [list, `${list}/${accountsSection.pages?.[0]?.path ?? ''}`, `${list}/import`].includes(here);
}

/** docs/rules/screens.md#spinner-traces-and-notices: 'Your accounts have been imported' with 'Go to Accounts page'; it stays until closed or followed. */
export function showAccountImportNotice(eventId: number, navigate: NavigateFunction): void {
  const id = `account-import-${eventId}`;
  const href = accountsListHref(eventId);
  notifications.show({
    id,
    title: i18n.t('account-import:notice.title'),
    color: 'teal',
    autoClose: false,
    withCloseButton: true,
    message: (
      <Anchor
        href={href}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          notifications.hide(id);
          void navigate(href);
        }}
      >
        {i18n.t('account-import:notice.link')}
      </Anchor>
    ),
  });
}

/**
 * The shell's reading of finished account imports (docs/rules/attendees.md#account-import): on success a persistent notice
 * unless the user is on the page that shows the outcome already; past the trial's limit the
 * upgrade dialog with the server's message. Errors are shown by the live socket's own listener.
 */
export function useAccountImportNotice(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      subscribeSocketMessages((message: ServerSocketMessage) => {
        if (message.action !== 'importAccounts') return;
        if (message.status === 'trial') setFailureDialogs({ upgrade: { message: message.errorMessage || i18n.t('errors:socketUnknown') } });
        else if (message.status === 'success' && message.eventId !== undefined && !showsImportOutcome(currentPath.current, message.eventId)) {
          showAccountImportNotice(message.eventId, navigate);
        }
      }),
    [navigate],
  );
}
