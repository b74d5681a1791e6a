import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_ACTIONS, ENGAGEMENT_WEIGHT_MAX, engagementWeightsSchema, type EngagementWeights } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useLanguage } from '@/lib/use-language';
import { useSetEngagementWeights } from '../api/set-engagement-weights';
import { SectionTitle } from './section-title';

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
  const { failure, onSubmit } = useSubmitForm({
    form,
    send: save.mutateAsync,
    resetTo: (saved) => saved,
    savedToast: true,
    fieldOrder: ENGAGEMENT_ACTIONS,
  });
  return (
    <Paper withBorder p="md" component="section" aria-label={t('weights.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SectionTitle title={t('weights.title')} />
          <Text size="sm" c="dimmed">
            {t('weights.text')}
          </Text>
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
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
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('weights.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
