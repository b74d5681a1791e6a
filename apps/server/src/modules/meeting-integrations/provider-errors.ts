import { ERROR_CODES } from '@aula/shared';
import { DomainError, validationFailed } from '../../http/domain-error';
import type { MessageKey } from '../../i18n/messages';

/**
 * A provider's refusal, told as what the administrator must do (docs/rules/rooms-and-agenda.md#meeting-integrations):
 * 422 for the organiser's test, and the same words when an attendee's join fails.
 */
export const providerFailed = (messageKey: MessageKey, params?: Record<string, string>) =>
  new DomainError(422, ERROR_CODES.meetingProviderFailed, messageKey, undefined, params);

/** The field error beside the address of a server inside the app's own networks. */
export const internalServerRefused = () => validationFailed({ serverUrl: 'validation.internal_meeting_host' });

/** A meeting room whose provider the event has not (or no longer) set up. */
export const notConfigured = () => new DomainError(409, ERROR_CODES.meetingNotConfigured, 'meeting_not_configured');

/** Microsoft's descriptions run over several lines with trace ids; the first line, kept short, says what went wrong. */
export const reasonOf = (text: string) => text.split(/\r?\n/)[0]!.slice(0, 300);
