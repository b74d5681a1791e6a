import { saveCompanyUserBodySchema, type CompanyRole, type CompanyUser, type Language, type SaveCompanyUserBody } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';

export type CompanyUserFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  role: CompanyRole;
  lang: Language;
  /** The host's events, as the multi-select holds them (ids as text). */
  eventIds: string[];
};

/** The fields in the order they appear, for focusing the first error. */
export const COMPANY_USER_FIELD_ORDER = ['email', 'firstName', 'lastName', 'role', 'lang', 'eventIds'] as const;

export const newUserValues = (lang: Language): CompanyUserFormValues => ({ email: '', firstName: '', lastName: '', role: 'host', lang, eventIds: [] });

export const valuesFromUser = (user: CompanyUser): CompanyUserFormValues => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  lang: user.lang,
  eventIds: user.events.map((event) => String(event.id)),
});

export function companyUserBody(id: number, values: CompanyUserFormValues): SaveCompanyUserBody {
  return {
    id,
    // The address is the user's own once invited; only an invitation sends one.
    email: id === 0 ? values.email : '',
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    lang: values.lang,
    eventIds: values.role === 'host' ? values.eventIds.map(Number) : [],
  };
}

/** The shared rules, the same the server applies; an invitation needs an address. i18n keys by field. */
export function validateCompanyUser(id: number) {
  return (values: CompanyUserFormValues) => {
    const errors = schemaErrors(saveCompanyUserBodySchema, companyUserBody(id, values));
    if (id === 0 && values.email.trim() === '') errors.email = 'validation.required';
    return errors;
  };
}
