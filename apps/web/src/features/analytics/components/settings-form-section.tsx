import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { SectionTitle } from './section-title';

type SettingsFormSectionProps<Values> = {
  title: string;
  description: string;
  saveLabel: string;
  form: UseFormReturnType<Values>;
  /** Saves the values and answers them as the server stored them; they become the form's clean state. */
  save: { mutateAsync: (values: Values) => Promise<Values>; isPending: boolean };
  /** The order the fields show in: focus moves to the first invalid one. */
  fieldOrder: readonly string[];
  children: ReactNode;
};

/**
 * One of the dashboard's settings: a titled section whose form saves through `useSubmitForm`, so
 * the server's field errors show beside their inputs, any other failure in the form's alert, and a
 * save says so in a toast. The save button waits for a change.
 */
export function SettingsFormSection<Values>({ title, description, saveLabel, form, save, fieldOrder, children }: SettingsFormSectionProps<Values>) {
  const { failure, onSubmit } = useSubmitForm({ form, send: save.mutateAsync, resetTo: (saved) => saved, savedToast: true, fieldOrder });
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SectionTitle title={title} />
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
