import { Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  EMBED_CODE_MAX_LENGTH,
  MEETING_PROVIDERS,
  URL_MAX_LENGTH,
  isMeetingIntegration,
  joinsLinkedMeeting,
  roomSourceFields,
  zoomMeetingOfLink,
  type MeetingIntegration,
  type MeetingProvider,
  type RoomSourceField,
} from '@aula/shared';
import { useFieldProps } from '@/components/form/use-field-props';
import type { RoomFormValues } from '../lib/room-form-values';

type RoomSourceFieldsProps = {
  form: UseFormReturnType<RoomFormValues>;
  /** The event's meeting integrations that are on: a meeting room may pick only these of them. */
  configuredProviders?: readonly MeetingIntegration[];
};

/**
 * The source inputs the room's type needs (stream, meeting, embed, Q&A), and only those. A meeting
 * room of an integration has no link; an integration the event has not set up is shown, disabled,
 * with where to set it up (docs/rules/rooms-and-agenda.md#meeting-integrations).
 */
export function RoomSourceFields({ form, configuredProviders = [] }: RoomSourceFieldsProps) {
  const { t } = useTranslation('rooms');
  const field = useFieldProps(form);
  const { type, meetingProvider, meetingUrl } = form.getValues();
  const zoomLinked = joinsLinkedMeeting({ type, meetingProvider });
  const providerOption = (provider: MeetingProvider) => {
    const unavailable = type === 'meeting' && isMeetingIntegration(provider) && !configuredProviders.includes(provider);
    return { value: provider, label: unavailable ? t('providerNotSetUp', { provider: t(`providers.${provider}`) }) : t(`providers.${provider}`), disabled: unavailable };
  };

  /** Shows what the server will take from a Zoom link, so the organiser sees the number before saving. */
  const zoomLinkHint = () => {
    const meeting = zoomMeetingOfLink(meetingUrl);
    if (!meeting) return t('fields.zoomMeetingUrlHint');
    return t(meeting.passcode ? 'fields.zoomMeetingFound' : 'fields.zoomMeetingFoundNoPasscode', { number: meeting.number });
  };

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
            description={type === 'meeting' && isMeetingIntegration(meetingProvider) ? t('fields.meetingProviderIntegrationHint', { provider: t(`providers.${meetingProvider}`) }) : undefined}
            required={type === 'meeting'}
            clearable={type !== 'meeting'}
            allowDeselect={type !== 'meeting'}
            data={MEETING_PROVIDERS.map(providerOption)}
            onChange={(value) => form.setFieldValue('meetingProvider', (value ?? '') as RoomFormValues['meetingProvider'])}
          />
        );
      case 'meetingUrl':
        return (
          <TextInput
            key={name}
            {...field(name)}
            type="url"
            label={zoomLinked ? t('fields.zoomMeetingUrl') : t('fields.meetingUrl')}
            description={zoomLinked ? zoomLinkHint() : t('fields.meetingUrlHint')}
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

  return <>{roomSourceFields(type, meetingProvider).map(input)}</>;
}
