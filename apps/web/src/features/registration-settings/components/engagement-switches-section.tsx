import { Input, SegmentedControl, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngagementSettings } from '@aula/shared';
import { FormSection } from '@/components/ui/form-section';
import { showSavedToast } from '@/components/ui/toasts';
import { useEngagementSettings, useSaveEngagementSettings } from '@/lib/engagement-settings';

type Moderation = EngagementSettings['wallModeration'];

/**
 * The live engagement switches the chat, wall and Q&A screens show, here together; each is saved as
 * soon as it is changed, through the same calls, so both places show the same values.
 */
export function EngagementSwitchesSection({ eventId }: { eventId: number }) {
  const { t } = useTranslation('registration-settings');
  const { data: settings } = useEngagementSettings(eventId);
  const save = useSaveEngagementSettings(eventId);
  const current = { ...settings, ...(save.isPending ? save.variables : {}) };
  const change = (value: Partial<EngagementSettings>) => save.mutate(value, { onSuccess: () => showSavedToast() });
  const moderation = (key: 'wallModeration' | 'qnaModeration') => (
    <Input.Wrapper label={t(`engagement.${key}`)} id={`engagement-${key}`}>
      <SegmentedControl
        id={`engagement-${key}`}
        disabled={!settings || save.isPending}
        value={current[key] ?? 'pre'}
        onChange={(value) => change({ [key]: (value === 'post' ? 'post' : 'pre') satisfies Moderation })}
        data={[
          { value: 'pre', label: t('engagement.pre') },
          { value: 'post', label: t('engagement.post') },
        ]}
      />
    </Input.Wrapper>
  );
  return (
    <FormSection title={t('engagement.title')} description={t('engagement.hint')}>
      <Switch
        label={t('engagement.directMessages')}
        disabled={!settings || save.isPending}
        checked={current.directMessages ?? false}
        onChange={(event) => change({ directMessages: event.currentTarget.checked })}
      />
      {moderation('wallModeration')}
      {moderation('qnaModeration')}
    </FormSection>
  );
}
