import { NumberInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_RETENTION_DAYS_MAX, ANALYTICS_RETENTION_DAYS_MIN, analyticsRetentionSchema, type AnalyticsRetention } from '@aula/shared';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSetAnalyticsRetention } from '../api/set-analytics-retention';
import { SettingsFormSection } from './settings-form-section';

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
  return (
    <SettingsFormSection
      title={t('retention.title')}
      description={t('retention.text')}
      saveLabel={t('retention.save')}
      form={form}
      save={save}
      fieldOrder={['retentionDays']}
    >
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
    </SettingsFormSection>
  );
}
