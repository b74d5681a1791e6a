import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH, chatBodySchema } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ApiError } from '@/lib/api-client';

type MessageComposerProps = {
  label: string;
  description?: string;
  submitLabel: string;
  /** Sends the checked, trimmed text; a rejection with a `body` field error shows it under the box. */
  send: (body: string) => Promise<void>;
};

/**
 * The console's message box, for the event chat and for support: the shared chat rule checks the
 * text first, the server again; Enter sends, Shift+Enter starts a new line.
 */
export function MessageComposer({ label, description, submitLabel, send }: MessageComposerProps) {
  const translateError = useValidationTranslator();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const parsed = chatBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send(parsed.data);
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
        void submit();
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          label={label}
          description={description}
          autosize
          minRows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={body}
          error={error ? translateError(error) : undefined}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
