import { attendeeFieldsSchema, type AttendeeAccount, type AttendeeFieldsInput, type SaveAttendeeBodyInput } from '@aula/shared';
import { schemaResolver } from '@mantine/form';

/** The edit form's values: the shared account fields as the inputs hold them (the photo is saved on its own). */
export type AccountFormValues = Required<AttendeeFieldsInput>;

/** The fields in the order the form shows them, for focusing the first error. */
export const ACCOUNT_FIELD_ORDER = ['firstName', 'lastName', 'email', 'company', 'jobTitle', 'role', 'lang', 'groups', 'active'] as const;

/** A new account: an active attendee in the UI's language. */
export function newAccountValues(lang: AccountFormValues['lang']): AccountFormValues {
  return { firstName: '', lastName: '', email: '', company: '', jobTitle: '', role: 'attendee', lang, groups: [], active: true };
}

/** A saved account as form values. */
export function valuesFromAccount(account: AttendeeAccount): AccountFormValues {
  const { firstName, lastName, email, company, jobTitle, role, lang, groups, active } = account;
  return { firstName, lastName, email, company, jobTitle, role, lang, groups, active };
}

/** The body of POST /api/account. */
export const saveAccountBody = (eventId: number, accountId: number, values: AccountFormValues): SaveAttendeeBodyInput => ({ ...values, eventId, id: accountId });

const resolve = schemaResolver(attendeeFieldsSchema, { sync: true });

/**
 * The shared account rule as the form's validator. A problem with one group (`groups.3`) is shown
 * on the groups input as a whole, which is where the user can fix it.
 */
export function validateAccountForm(values: AccountFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolve(values))) {
    const field = path.startsWith('groups.') ? 'groups' : path;
    errors[field] ??= String(message);
  }
  return errors;
}
