import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { saveSessionHostBodySchema, type SessionHost } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useSaveSessionHost } from '../api/session-hosts';

type HostValues = { id: number; name: string; title: string };
const resolve = schemaResolver(saveSessionHostBodySchema, { sync: true });

/** Adds (host null) or edits a host of the company: name and title. */
export function HostDialog({ host, opened, onClose }: { host: SessionHost | null; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('agenda');
  return (
    <Modal opened={opened} onClose={onClose} title={host ? t('hosts.editTitle') : t('hosts.addTitle')}>
      {opened && <HostForm key={host?.id ?? 0} host={host} onDone={onClose} />}
    </Modal>
  );
}

function HostForm({ host, onDone }: { host: SessionHost | null; onDone(): void }) {
  const { t } = useTranslation('agenda');
  const save = useSaveSessionHost();
  const form = useForm<HostValues>({
    initialValues: { id: host?.id ?? 0, name: host?.name ?? '', title: host?.title ?? '' },
    validate: resolve,
  });
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({ form, send: save.mutateAsync, savedToast: true, onSuccess: onDone });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <TextInput label={t('form.hostName')} required data-autofocus {...field('name')} />
        <TextInput label={t('form.hostTitle')} description={t('hosts.titleHint')} {...field('title')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
