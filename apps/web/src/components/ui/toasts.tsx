import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  TOAST_BODY_MAX,
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_SAVED_MS,
  TOAST_SUCCESS_MS,
  TOAST_TITLE_MAX,
} from '@aula/shared';
import { i18n } from '@/lib/i18n';

/** Cuts a text to `max` characters, marking the cut with an ellipsis (title 30, body 250: docs/rules/errors.md#toasts). */
export function truncateText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

type ToastInput = { title?: string; message: string; color?: string; icon?: ReactNode; autoClose?: number };

/** A plain toast, 2 s by default; at most 8 are on screen (the Notifications limit). */
export function showToast({ title, message, color, icon, autoClose = TOAST_DEFAULT_MS }: ToastInput): string {
  return notifications.show({
    title: title === undefined ? undefined : truncateText(title, TOAST_TITLE_MAX),
    message: truncateText(message, TOAST_BODY_MAX),
    color,
    icon,
    autoClose,
    // Mantine's close button has no text; screen readers need its name.
    closeButtonProps: { 'aria-label': i18n.t('errors:closeToast') },
    // Under a title Mantine greys the message to gray.6 (3.3:1 on white); the theme's dimmed text reaches 4.5:1.
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
  });
}

/** ERROR toast: titled, 3.5 s. */
export function showErrorToast(message: string, title = i18n.t('errors:errorTitle')): string {
  return showToast({ title, message, color: 'red', icon: <IconX size={18} />, autoClose: TOAST_ERROR_MS });
}

/** SUCCESS toast: titled, 2.5 s. */
export function showSuccessToast(message: string, title = i18n.t('errors:successTitle')): string {
  return showToast({ title, message, color: 'teal', icon: <IconCheck size={18} />, autoClose: TOAST_SUCCESS_MS });
}

/** 'Changes are saved', 3 s. */
export function showSavedToast(): string {
  return showToast({ message: i18n.t('errors:changesSaved'), color: 'teal', icon: <IconCheck size={18} />, autoClose: TOAST_SAVED_MS });
}

/** 'Copied to clipboard', default duration. */
export function showCopiedToast(): string {
  return showToast({ message: i18n.t('errors:copied') });
}
