import {
  REGISTRATION_FIELDS,
  saveRegistrationSettingsBodySchema,
  type AttendeeListVisibility,
  type RegistrationAccess,
  type RegistrationField,
  type RegistrationSettings,
  type SaveRegistrationSettingsBody,
} from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';

/** Whether the registration page asks for an account field, and whether it must be filled in. */
export const FIELD_USES = ['off', 'optional', 'required'] as const;
export type FieldUse = (typeof FIELD_USES)[number];

export type RegistrationFormValues = {
  access: RegistrationAccess;
  fields: Record<RegistrationField, FieldUse>;
  consentText: string;
  /** Empty: no limit. */
  capacity: string;
  waitingList: boolean;
  approval: boolean;
  attendeeListVisibility: AttendeeListVisibility;
  publicGroups: string[];
};

/** The fields in the order they appear, for focusing the first error. */
export const REGISTRATION_FIELD_ORDER = ['access', 'fields', 'consentText', 'capacity', 'waitingList', 'approval', 'attendeeListVisibility', 'publicGroups'] as const;

export function valuesFromSettings(settings: RegistrationSettings): RegistrationFormValues {
  const uses = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, 'off'])) as Record<RegistrationField, FieldUse>;
  for (const setting of settings.fields) uses[setting.field] = setting.required ? 'required' : 'optional';
  return {
    access: settings.access,
    fields: uses,
    consentText: settings.consentText,
    capacity: settings.capacity === null ? '' : String(settings.capacity),
    waitingList: settings.waitingList,
    approval: settings.approval,
    attendeeListVisibility: settings.attendeeListVisibility,
    publicGroups: settings.publicGroups,
  };
}

/** What the form sends; a capacity that is not a whole number is left for the shared rule to name. */
export function registrationBody(values: RegistrationFormValues): SaveRegistrationSettingsBody {
  const capacity = values.capacity.trim();
  return {
    access: values.access,
    fields: REGISTRATION_FIELDS.filter((field) => values.fields[field] !== 'off').map((field) => ({ field, required: values.fields[field] === 'required' })),
    consentText: values.consentText,
    capacity: capacity === '' ? null : Number(capacity),
    waitingList: values.waitingList,
    approval: values.approval,
    attendeeListVisibility: values.attendeeListVisibility,
    publicGroups: values.publicGroups,
  };
}

/** The shared rules, the same the server applies; i18n keys by field. */
export const validateRegistration = (values: RegistrationFormValues) => schemaErrors(saveRegistrationSettingsBodySchema, registrationBody(values));
