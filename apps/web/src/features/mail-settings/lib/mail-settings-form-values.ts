import { saveMailSettingsBodySchema, type MailSettings, type SaveMailSettingsInput, type SmtpSecurity } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';

export type MailSettingsFormValues = {
  senderName: string;
  senderEmail: string;
  replyTo: string;
  smtpEnabled: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: SmtpSecurity;
  smtpUser: string;
  /** Empty keeps the stored password; the stored one is never sent to the browser. */
  smtpPassword: string;
  removePassword: boolean;
};

/** The fields in the order they appear, for focusing the first error. */
export const MAIL_SETTINGS_FIELD_ORDER = [
  'senderName',
  'senderEmail',
  'replyTo',
  'smtpEnabled',
  'smtpHost',
  'smtpPort',
  'smtpSecurity',
  'smtpUser',
  'smtpPassword',
] as const;

export function valuesFromSettings(settings: MailSettings): MailSettingsFormValues {
  return {
    senderName: settings.senderName,
    senderEmail: settings.senderEmail,
    replyTo: settings.replyTo,
    smtpEnabled: settings.smtpEnabled,
    smtpHost: settings.smtpHost,
    smtpPort: settings.smtpPort === null ? '' : String(settings.smtpPort),
    smtpSecurity: settings.smtpSecurity,
    smtpUser: settings.smtpUser,
    smtpPassword: '',
    removePassword: false,
  };
}

export const mailSettingsBody = (values: MailSettingsFormValues): SaveMailSettingsInput => values;

/** The shared rules, the same the server applies; i18n keys by field. */
export const validateMailSettings = (values: MailSettingsFormValues) => schemaErrors(saveMailSettingsBodySchema, values);
