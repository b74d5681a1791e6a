import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH, chatBodySchema, type ChatMessage } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ApiError } from '@/lib/api-client';
import { postChatMessage } from '../api/moderate-chat-message';

/** The organisers' message box under a channel: the shared rule checks it first, the server again. */
export function ChatComposer({ eventId, channelId, onSent }: { eventId: number; channelId: number; onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation('chat');
  const translateError = useValidationTranslator();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const parsed = chatBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setSending(true);
    setError(null);
    try {
      onSent(await postChatMessage(eventId, channelId, parsed.data));
      setBody('');
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.fields?.body : undefined;
      if (field) setError(field);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          label={t('channel.writeLabel')}
          description={t('channel.writeHint')}
          autosize
          minRows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={body}
          error={error ? translateError(error) : undefined}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button type="submit" loading={sending}>
          {t('channel.send')}
        </Button>
      </Group>
    </form>
  );
}
