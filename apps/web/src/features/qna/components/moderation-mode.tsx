import { Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '@/components/ui/toasts';
import { useEngagementSettings, useSaveEngagementSettings } from '@/lib/engagement-settings';

/** Whether new questions wait for approval ('pre') or appear at once ('post'); saved as soon as it is switched. */
export function ModerationMode({ eventId }: { eventId: number }) {
  const { t } = useTranslation('qna');
  const { data: settings } = useEngagementSettings(eventId);
  const save = useSaveEngagementSettings(eventId);
  return (
    <Input.Wrapper label={t('moderation.label')} id="qna-moderation" w={{ base: '100%', sm: 'auto' }}>
      <SegmentedControl
        id="qna-moderation"
        fullWidth
        disabled={!settings || save.isPending}
        value={(save.isPending ? save.variables?.qnaModeration : undefined) ?? settings?.qnaModeration ?? 'pre'}
        onChange={(value) =>
          save.mutate({ qnaModeration: value === 'post' ? 'post' : 'pre' }, { onSuccess: () => showSuccessToast(t('moderation.saved')) })
        }
        data={[
          { value: 'pre', label: t('moderation.pre') },
          { value: 'post', label: t('moderation.post') },
        ]}
      />
    </Input.Wrapper>
  );
}
