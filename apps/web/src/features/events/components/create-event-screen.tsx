import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EVENT_NAME_MAX_LENGTH } from '@aula/shared';

type CreateEventScreenProps = {
  /** The signed-in user's first name; the app passes it in, a default greeting stands in while unknown. */
  firstName?: string;
};

/** /create-event (docs/rules/screens.md#signed-in-pages): one required name, then on to the setup of a new event (id 0). */
export function CreateEventScreen({ firstName }: CreateEventScreenProps) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    void navigate(`/event/0/dashboard?${new URLSearchParams({ name: trimmed })}`);
  };

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setName('');
  };

  return (
    <Stack align="center" pt="xl">
      <Paper component="form" onSubmit={submit} withBorder p="xl" radius="md" w="100%" maw={560} noValidate>
        <Stack gap="md">
          <Title order={1}>{firstName ? t('create.greeting', { name: firstName }) : t('create.greetingDefault')}</Title>
          <Text c="dimmed">{t('create.intro')}</Text>
          <TextInput
            label={t('create.nameLabel')}
            placeholder={t('create.namePlaceholder')}
            description={t('create.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={clearOnEscape}
            maxLength={EVENT_NAME_MAX_LENGTH}
            required
            data-autofocus
            autoFocus
          />
          <Button type="submit" disabled={!trimmed} fullWidth>
            {t('create.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
