import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_RETENTION_DAYS_MAX, ANALYTICS_RETENTION_DAYS_MIN, analyticsRetentionSchema, type AnalyticsRetention } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useSetAnalyticsRetention } from '../api/set-analytics-retention';
import { SectionTitle } from './section-title';

const resolve = schemaResolver(analyticsRetentionSchema, { sync: true });

/**
 * How many days the event keeps its minute rows (docs/rules/analytics.md#storage), checked by the
 * shared rule here and again by the server, whose field error shows beside the input.
 */
export function RetentionForm({ eventId, retentionDays }: { eventId: number; retentionDays: number }) {
  const { t } = useTranslation('analytics');
  const save = useSetAnalyticsRetention(eventId);
  const form = useForm<AnalyticsRetention>({ initialValues: { retentionDays }, validate: resolve });
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({ form, send: save.mutateAsync, resetTo: (saved) => saved, savedToast: true, fieldOrder: ['retentionDays'] });
  return (
    <Paper withBorder p="md" component="section" aria-label={t('retention.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SectionTitle title={t('retention.title')} />
          <Text size="sm" c="dimmed">
            {t('retention.text')}
          </Text>
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          <Group align="flex-end" justify="space-between">
            <NumberInput
              label={t('retention.days')}
              min={ANALYTICS_RETENTION_DAYS_MIN}
              max={ANALYTICS_RETENTION_DAYS_MAX}
              step={1}
              allowDecimal={false}
              clampBehavior="none"
              w={200}
              {...field('retentionDays')}
            />
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('retention.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
