import { Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { EMBED_CODE_MAX_LENGTH, MEETING_PROVIDERS, URL_MAX_LENGTH, roomSourceFields, type RoomSourceField } from '@aula/shared';
import { useFieldProps } from '@/components/form/use-field-props';
import type { RoomFormValues } from '../lib/room-form-values';

/** The source inputs the room's type needs (stream, meeting, embed, Q&A), and only those. */
export function RoomSourceFields({ form }: { form: UseFormReturnType<RoomFormValues> }) {
  const { t } = useTranslation('rooms');
  const field = useFieldProps(form);
  const type = form.getValues().type;

  const input = (name: RoomSourceField) => {
    switch (name) {
      case 'streamUrl':
        return (
          <TextInput key={name} {...field(name)} type="url" label={t('fields.streamUrl')} description={t('fields.streamUrlHint')} required maxLength={URL_MAX_LENGTH} />
        );
      case 'meetingProvider':
        return (
          <Select
            key={name}
            {...field(name)}
            label={t('fields.meetingProvider')}
            required={type === 'meeting'}
            clearable={type !== 'meeting'}
            allowDeselect={type !== 'meeting'}
            data={MEETING_PROVIDERS.map((provider) => ({ value: provider, label: t(`providers.${provider}`) }))}
            onChange={(value) => form.setFieldValue('meetingProvider', (value ?? '') as RoomFormValues['meetingProvider'])}
          />
        );
      case 'meetingUrl':
        return (
          <TextInput
            key={name}
            {...field(name)}
            type="url"
            label={t('fields.meetingUrl')}
            description={t('fields.meetingUrlHint')}
            required={type === 'meeting'}
            maxLength={URL_MAX_LENGTH}
          />
        );
      case 'embedCode':
        return (
          <Textarea
            key={name}
            {...field(name)}
            label={t('fields.embedCode')}
            description={t('fields.embedCodeHint')}
            required
            autosize
            minRows={3}
            maxLength={EMBED_CODE_MAX_LENGTH}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        );
      case 'qaEmbedCode':
        return (
          <Textarea
            key={name}
            {...field(name)}
            label={t('fields.qaEmbedCode')}
            description={t('fields.qaEmbedCodeHint')}
            autosize
            minRows={2}
            maxLength={EMBED_CODE_MAX_LENGTH}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        );
    }
  };

  return <>{roomSourceFields(type).map(input)}</>;
}
