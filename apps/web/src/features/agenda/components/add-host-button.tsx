import { useState } from 'react';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ApiError } from '@/lib/api-client';
import { useCreateSessionHost } from '../api/session-hosts';

/** 'Add host' inline: a name and a title; the new host is picked at once. */
export function AddHostButton({ onCreated }: { onCreated(id: number): void }) {
  const { t } = useTranslation('agenda');
  const translate = useValidationTranslator();
  const create = useCreateSessionHost();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) {
      setError('validation.required');
      return;
    }
    try {
      const host = await create.mutateAsync({ name, title });
      onCreated(host.id);
      setOpened(false);
      setName('');
      setTitle('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fields?.name ? failure.fields.name : failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" size="xs" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpened((o) => !o)}>
          {t('form.addHost')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput label={t('form.hostName')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={error ? translate(error) : undefined} />
          <TextInput label={t('form.hostTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" loading={create.isPending} onClick={submit}>
              {t('form.createHost')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
