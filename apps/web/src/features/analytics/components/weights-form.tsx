import { NumberInput, SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_ACTIONS, ENGAGEMENT_WEIGHT_MAX, engagementWeightsSchema, type EngagementWeights } from '@aula/shared';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLanguage } from '@/lib/use-language';
import { useSetEngagementWeights } from '../api/set-engagement-weights';
import { SettingsFormSection } from './settings-form-section';

const resolve = schemaResolver(engagementWeightsSchema, { sync: true });

/**
 * The event's engagement weights (docs/rules/analytics.md#engagement-weights): one number per
 * action, checked by the shared rule here and again by the server, whose field errors show beside
 * their inputs.
 */
export function WeightsForm({ eventId, weights }: { eventId: number; weights: EngagementWeights }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const save = useSetEngagementWeights(eventId);
  const form = useForm<EngagementWeights>({ initialValues: weights, validate: resolve });
  const field = useFieldProps(form);
  return (
    <SettingsFormSection
      title={t('weights.title')}
      description={t('weights.text')}
      saveLabel={t('weights.save')}
      form={form}
      save={save}
      fieldOrder={ENGAGEMENT_ACTIONS}
    >
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {ENGAGEMENT_ACTIONS.map((action) => (
          <NumberInput
            key={action}
            label={t(`weights.${action}`)}
            min={0}
            max={ENGAGEMENT_WEIGHT_MAX}
            step={0.1}
            decimalScale={2}
            decimalSeparator={language === 'de' ? ',' : '.'}
            clampBehavior="none"
            {...field(action)}
          />
        ))}
      </SimpleGrid>
    </SettingsFormSection>
  );
}
