import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { translateValidation } from '@/components/form/translate-validation';

/** The field errors only system settings report; the others live in the shared `validation` namespace. */
const OWN_FIELD_ERRORS = new Set(['validation.unknown_plan', 'validation.date_not_future']);

/** A field error key as text: this screen's own keys from its namespace, the rest as every form does. */
export function fieldErrorText(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error === 'string' && OWN_FIELD_ERRORS.has(error)) return t(`fieldErrors.${error.slice('validation.'.length)}`, { ns: 'system' });
  return translateValidation(t, error);
}

/** An instant as the day it falls on in UTC, where the actions put their ends (docs/decisions/0049-system-settings.md). */
export const utcDay = (instant: string | null): string | null => (instant ? instant.slice(0, 10) : null);
