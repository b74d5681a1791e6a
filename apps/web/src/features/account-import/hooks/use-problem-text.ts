import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountImportProblem } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';

const IMPORT_PREFIX = 'import.';

/**
 * A row problem in the UI language: the shared field rules' `validation.*` keys through the
 * validation texts, the import's own `import.*` keys through this feature's.
 */
export function useProblemText(): (problem: Pick<AccountImportProblem, 'reason' | 'firstLine'>) => string {
  const { t } = useTranslation('account-import');
  const translateValidation = useValidationTranslator();
  return useCallback(
    ({ reason, firstLine }) =>
      reason.startsWith(IMPORT_PREFIX) ? t(`reasons.${reason.slice(IMPORT_PREFIX.length)}`, { line: firstLine }) : String(translateValidation(reason)),
    [t, translateValidation],
  );
}
