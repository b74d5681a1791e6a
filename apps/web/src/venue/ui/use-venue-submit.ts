import { useState } from 'react';
import { focusFirstError } from '@/components/form/focus-first-error';
import type { SchemaForm } from '@/components/form/use-schema-form';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { VenueApiError } from '../lib/venue-api';

type FlatValues = Record<string, string | boolean>;

/**
 * Submits a venue form: the shared rules first (focus goes to the first field that breaks one),
 * then the call; the server's field errors go next to their fields, any other failure into the
 * form's alert.
 */
export function useVenueSubmit<Values extends FlatValues>(form: SchemaForm<Values>, fieldOrder: readonly (keyof Values & string)[], send: (values: Values) => Promise<void>) {
  const { t } = useTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        const fields = error instanceof VenueApiError ? Object.entries(error.fields).filter(([field]) => fieldOrder.includes(field)) : [];
        if (fields.length === 0) {
          setFailure(errorText(error, t));
          return;
        }
        for (const [field, key] of fields) form.setFieldError(field, key);
        focusFirstError(Object.fromEntries(fields), fieldOrder);
      }
    },
    (errors) => focusFirstError(errors, fieldOrder),
  );
  return { submit, failure };
}
