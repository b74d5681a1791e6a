import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const VALIDATION_PREFIX = 'validation.';

/**
 * Shared rules and the server report errors as keys like `validation.required`; they live in the
 * `validation` namespace. Anything else is already a sentence (a translated server message).
 */
export function translateValidation(t: TFunction, error: ReactNode, params: Record<string, unknown> = {}): ReactNode {
  if (typeof error !== 'string' || !error.startsWith(VALIDATION_PREFIX)) return error;
  return t(error.slice(VALIDATION_PREFIX.length), { ns: 'validation', ...params });
}

/** `translateValidation` bound to the current language. */
export function useValidationTranslator(): (error: ReactNode, params?: Record<string, unknown>) => ReactNode {
  const { t } = useTranslation('validation');
  return useCallback((error, params) => translateValidation(t, error, params), [t]);
}
